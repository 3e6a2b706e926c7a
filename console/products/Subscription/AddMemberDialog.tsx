import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Checkbox } from '@ds/Checkbox';
import { CheckboxGroup } from '@ds/CheckboxGroup';
import { Dialog } from '@ds/Dialog';
import { InlineAlert } from '@ds/InlineAlert';
import { Radio, RadioGroup } from '@ds/RadioGroup';
import { Select } from '@ds/Select';
import { memberDetailQueryOptions, memberListQueryOptions, memberRolesMutationOptions } from '@console/api/queries/members';
import { serviceDomainsQueryOptions } from '@console/api/queries/organization';
import { queryKeys } from '@console/api/queries/keys';
import { messageForErrorCode } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import type { MemberDetailResponse } from '@contract/schemas';
import type { ProductCode, ProductRole } from '@contract/schemas/common';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

export const memberAddedToast = msg`The member has been added to the service.`;
export const memberAddFailedToast = msg`Failed to invite the member. Please try again later.`;
export const memberRequired = msg`Select a member.`;
export const roleRequired = msg`Select a role.`;

/** Spec section 6: Operator exists for NetFUNNEL only; the other products have Admin. */
function rolesOf(productCode: ProductCode): ProductRole[] {
  return productCode === 'netfunnel' ? ['ADMINISTRATOR', 'OPERATOR'] : ['ADMINISTRATOR'];
}

/** Spec section 5: the bot-detection product (mBuster) needs at least one service domain. */
function needsDomains(productCode: ProductCode): boolean {
  return productCode === 'mbuster';
}

/** Refusals the dialog explains in place (what was chosen stays); anything else is the failure toast. */
const refusalsInDialog = new Set(['MEMBER_LIMIT', 'MEMBER_DOMAIN_REQUIRED', 'INVITE_PLAN_NOT_ALLOWED', 'INVITE_BEFORE_SUBSCRIBE', 'MEMBER_NOT_ACTIVE', 'ROLE_NOT_SUPPORTED', 'SERVICE_DOMAIN_UPDATE_FAILED']);

export interface AddMemberDialogProps {
  productCode: ProductCode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The add-member dialog of the members card; its code loads on the first opening (MembersCard.tsx). */
export function AddMemberDialog({ productCode, isOpen, onOpenChange }: AddMemberDialogProps) {
  useCatalog();
  const { t } = useLingui();
  return (
    <Dialog title={t`Add member`} isOpen={isOpen} onOpenChange={onOpenChange} className={styles.dialog}>
      {isOpen ? <AddMemberForm productCode={productCode} onDone={() => onOpenChange(false)} /> : <span />}
    </Dialog>
  );
}

/** Add a member to the product: a member and a role are required; mBuster needs at least one domain. */
function AddMemberForm({ productCode, onDone }: { productCode: ProductCode; onDone: () => void }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const queryClient = useQueryClient();
  const all = useQuery(memberListQueryOptions(services, { pageSize: 100 }));
  const holders = useQuery(memberListQueryOptions(services, { productCodes: [productCode], pageSize: 100 }));
  const [email, setEmail] = useState<string | null>(null);
  const [role, setRole] = useState<ProductRole | null>(null);
  const [domains, setDomains] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const member = useQuery({ ...memberDetailQueryOptions(services, email ?? ''), enabled: email !== null });
  const withDomains = needsDomains(productCode);
  const domainList = useQuery({ ...serviceDomainsQueryOptions(services, productCode), enabled: withDomains });
  const save = useMutation(memberRolesMutationOptions(services));
  const product = productByCode(productCode)?.name ?? productCode;
  const roleLabels: Record<ProductRole, string> = { ADMINISTRATOR: t`Admin`, OPERATOR: t`Operator` };

  if (all.isPending || holders.isPending) return <PageLoading label={t`Loading the members…`} blocks={2} />;
  if (all.isError || holders.isError) {
    return <PageError error={all.error ?? holders.error} onRetry={() => void Promise.all([all.refetch(), holders.refetch()])} />;
  }

  const taken = new Set(holders.data.content.map((entry) => entry.email));
  const candidates = all.data.content.filter((entry) => !entry.isOwner && entry.status === 'Active' && !taken.has(entry.email));
  const memberMissing = submitted && email === null;
  const roleMissing = submitted && role === null;
  const domainsMissing = submitted && withDomains && domains.length === 0;
  const refusal = save.error && isApiError(save.error) && refusalsInDialog.has(save.error.errorCode ?? '') ? save.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (email === null || role === null || (withDomains && domains.length === 0) || !member.data) return;
    const current: MemberDetailResponse = member.data;
    const roles = [...current.roles.filter((entry) => entry.productCode !== productCode), { productCode, role, domains: withDomains ? domains : [] }];
    save.mutate(
      { email, roles },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.productUsage(productCode) });
          toaster.push({ body: memberAddedToast, type: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && refusalsInDialog.has(error.errorCode ?? '')) return;
          toaster.push({ body: memberAddFailedToast, type: 'error' });
        },
      },
    );
  };

  const reset = () => {
    if (save.isError) save.reset();
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={styles.form} aria-label={t`Add member`}>
      <p className={styles.text}>
        <Trans>Give an active member of your organisation a role in {product}.</Trans>
      </p>
      {refusal && (
        <InlineAlert tone="error" role="alert">
          {i18n._(refusal.descriptor)}
        </InlineAlert>
      )}
      {candidates.length === 0 ? (
        <InlineAlert tone="info" role="note">
          <Trans>Every active member already holds a role in {product}. Invite new members from member management.</Trans>
        </InlineAlert>
      ) : (
        <Select
          label={t`Member`}
          name="member"
          isRequired
          placeholder={t`Choose a member`}
          options={candidates.map((entry) => ({ id: entry.email, label: entry.name ? `${entry.name} (${entry.email})` : entry.email }))}
          value={email}
          onChange={(key) => {
            reset();
            setEmail(key === null ? null : String(key));
          }}
          isInvalid={memberMissing}
          errorMessage={i18n._(memberRequired)}
          isDisabled={save.isPending}
        />
      )}
      <RadioGroup
        label={t`Role`}
        name="role"
        orientation="horizontal"
        isRequired
        value={role}
        onChange={(value) => {
          reset();
          setRole(value as ProductRole);
        }}
        isInvalid={roleMissing}
        errorMessage={i18n._(roleRequired)}
        isDisabled={save.isPending}
      >
        {rolesOf(productCode).map((entry) => (
          <Radio key={entry} value={entry}>
            {roleLabels[entry]}
          </Radio>
        ))}
      </RadioGroup>
      {withDomains &&
        (domainList.isError ? (
          <PageError error={domainList.error} onRetry={() => void domainList.refetch()} />
        ) : (
          <CheckboxGroup
            label={t`Service domains`}
            name="domains"
            isRequired
            value={domains}
            onChange={(next) => {
              reset();
              setDomains(next);
            }}
            isInvalid={domainsMissing}
            errorMessage={i18n._(messageForErrorCode('MEMBER_DOMAIN_REQUIRED'))}
            isDisabled={save.isPending}
          >
            {(domainList.data?.domains ?? []).map((domain) => (
              <Checkbox key={domain} value={domain}>
                {domain}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ))}
      {member.isError && <PageError error={member.error} onRetry={() => void member.refetch()} />}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={save.isPending} isDisabled={candidates.length === 0 || (email !== null && member.isPending)}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </Form>
  );
}
