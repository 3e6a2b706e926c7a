import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, type UseMutationResult } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Checkbox } from '@ds/Checkbox';
import { CheckboxGroup } from '@ds/CheckboxGroup';
import { Dialog } from '@ds/Dialog';
import { InlineAlert } from '@ds/InlineAlert';
import { Radio, RadioGroup } from '@ds/RadioGroup';
import { Stack } from '@ds/Stack';
import { memberRolesMutationOptions } from '@console/api/queries/members';
import { productListQueryOptions, serviceDomainsQueryOptions } from '@console/api/queries/organization';
import { errorMessages } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import type { ApiError } from '@console/api/apiError';
import type { MemberDetailResponse, MemberRolesRequest, MemberRolesResponse } from '@contract/schemas';
import type { ProductCode } from '@contract/schemas/common';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useShellData } from '@console/shell';
import {
  draftFrom,
  missingDomains,
  needsDomain,
  productName,
  roleLabels,
  rolesFor,
  rolesFromDrafts,
  subscribedProducts,
  type PermissionDraft,
  type RoleChoice,
} from './productRoles';
import styles from './MemberDetailPage.module.scss';
import { useCatalog } from '../catalog';

export const rolesChangedToast = msg`The permissions have been changed.`;
export const rolesFailedToast = msg`Failed to change the role. Please try again later.`;

/** Refusals the dialog explains in place (the form stays as it was); anything else is the failure toast. */
const refusalsShownInDialog = new Set([
  'MEMBER_LIMIT',
  'MEMBER_DOMAIN_REQUIRED',
  'ROLE_NOT_SUPPORTED',
  'MEMBER_NOT_ACTIVE',
  'INVITE_BEFORE_SUBSCRIBE',
  'SERVICE_DOMAIN_UPDATE_FAILED',
]);

export interface PermissionEditDialogProps {
  member: MemberDetailResponse;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The permissions dialog: a role per subscribed product (radio groups, the bot-detection product's service domains
 * as checkboxes). Loaded on its first opening (PermissionEditButton.tsx).
 */
export function PermissionEditDialog({ member, isOpen, onOpenChange }: PermissionEditDialogProps) {
  useCatalog();
  const { t } = useLingui();
  const onDone = () => onOpenChange(false);
  const services = useServices();
  const { organization } = useShellData();
  const productList = useQuery(productListQueryOptions(services, { organizationId: organization?.id }));
  const save = useMutation(memberRolesMutationOptions(services));
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Edit permissions`}
      className={styles.permissionDialog}
      footer={
        <Button type="submit" form="permission-form" isDisabled={!productList.isSuccess} isPending={save.isPending}>
          <Trans>Save permissions</Trans>
        </Button>
      }
    >
      {productList.isPending ? (
        <PageLoading label={t`Loading the services…`} blocks={2} />
      ) : productList.isError ? (
        <PageError error={productList.error} onRetry={() => void productList.refetch()} />
      ) : (
        <PermissionForm member={member} products={subscribedProducts(productList.data)} save={save} onDone={onDone} />
      )}
    </Dialog>
  );
}

interface PermissionFormProps {
  member: MemberDetailResponse;
  products: ProductCode[];
  save: UseMutationResult<MemberRolesResponse, ApiError, { email: string } & MemberRolesRequest>;
  onDone: () => void;
}

function PermissionForm({ member, products, save, onDone }: PermissionFormProps) {
  const { t, i18n } = useLingui();
  const toaster = useToaster();
  const [drafts, setDrafts] = useState<Record<string, PermissionDraft>>(() => draftFrom(member, products));
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted ? missingDomains(drafts, products) : [];
  const refusal = save.error && isApiError(save.error) && refusalsShownInDialog.has(save.error.errorCode ?? '') ? save.error : null;

  const who = member.name || member.email;
  const update = (code: ProductCode, next: Partial<PermissionDraft>) => {
    if (save.isError) save.reset();
    setDrafts((current) => ({ ...current, [code]: { ...(current[code] ?? { role: 'NONE', domains: [] }), ...next } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (missingDomains(drafts, products).length > 0) return;
    save.mutate(
      { email: member.email, roles: rolesFromDrafts(drafts, products) },
      {
        onSuccess: () => {
          toaster.push({ body: rolesChangedToast, type: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && refusalsShownInDialog.has(error.errorCode ?? '')) return;
          toaster.push({ body: rolesFailedToast, type: 'error' });
        },
      },
    );
  };

  if (products.length === 0) {
    return (
      <InlineAlert tone="info" role="note">
        <Trans>Your organisation has no subscribed service yet. Permissions can be given after subscribing.</Trans>
      </InlineAlert>
    );
  }

  return (
    <Form id="permission-form" onSubmit={submit} validationBehavior="aria" className={styles.permissionForm}>
      <p className={styles.dialogIntro}>
        <Trans>
          Choose the role of {who} in each subscribed service. Operator exists for NetFUNNEL only;
          mBuster needs at least one service domain.
        </Trans>
      </p>
      {refusal && (
        <InlineAlert tone="error" role="alert">
          {i18n._(refusal.descriptor)}
        </InlineAlert>
      )}
      {products.map((code) => {
        const draft = drafts[code] ?? { role: 'NONE', domains: [] };
        return (
          <div key={code} className={styles.productFieldset} data-product={code}>
            <RadioGroup
              label={productName(code)}
              name={`role-${code}`}
              orientation="horizontal"
              value={draft.role}
              onChange={(value) => update(code, { role: value as RoleChoice })}
              isDisabled={save.isPending}
            >
              <Radio value="NONE">{t`No permission`}</Radio>
              {rolesFor(code).map((role) => (
                <Radio key={role} value={role}>
                  {i18n._(roleLabels[role])}
                </Radio>
              ))}
            </RadioGroup>
            {needsDomain(code) && draft.role !== 'NONE' && (
              <DomainChoice
                productCode={code}
                value={draft.domains}
                onChange={(domains) => update(code, { domains })}
                isInvalid={missing.includes(code)}
                isDisabled={save.isPending}
              />
            )}
          </div>
        );
      })}
    </Form>
  );
}

/** The bot-detection product's service domains (GET /v2/organization/domains): at least one is required. */
function DomainChoice(props: {
  productCode: ProductCode;
  value: string[];
  onChange: (domains: string[]) => void;
  isInvalid: boolean;
  isDisabled: boolean;
}) {
  const { productCode, value, onChange, isInvalid, isDisabled } = props;
  const { t, i18n } = useLingui();
  const services = useServices();
  const domains = useQuery(serviceDomainsQueryOptions(services, productCode));
  if (domains.isPending) return <PageLoading label={t`Loading the service domains…`} blocks={1} />;
  if (domains.isError) return <PageError error={domains.error} onRetry={() => void domains.refetch()} />;
  const product = productName(productCode);
  if (domains.data.domains.length === 0) {
    return (
      <InlineAlert tone="warning" role={isInvalid ? 'alert' : 'note'}>
        <Trans>No service domain is registered for {product} yet. Register one in the product first.</Trans>
      </InlineAlert>
    );
  }
  return (
    <Stack gap={2}>
      <CheckboxGroup
        label={t`Service domains`}
        description={t`The member can manage the chosen domains.`}
        value={value}
        onChange={onChange}
        isRequired
        isInvalid={isInvalid}
        errorMessage={i18n._(errorMessages.MEMBER_DOMAIN_REQUIRED)}
        isDisabled={isDisabled}
        name={`domains-${productCode}`}
      >
        {domains.data.domains.map((domain) => (
          <Checkbox key={domain} value={domain}>
            {domain}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </Stack>
  );
}
