import { useState, type FormEvent } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Checkbox } from '@ds/Checkbox';
import { CheckboxGroup } from '@ds/CheckboxGroup';
import { Dialog } from '@ds/Dialog';
import { InlineAlert } from '@ds/InlineAlert';
import { Meter } from '@ds/Meter';
import { Radio, RadioGroup } from '@ds/RadioGroup';
import { Select } from '@ds/Select';
import { Table, type TableColumn } from '@ds/Table';
import { memberDetailQueryOptions, memberListQueryOptions, memberRolesMutationOptions } from '@console/api/queries/members';
import { serviceDomainsQueryOptions } from '@console/api/queries/organization';
import { productUsageQueryOptions } from '@console/api/queries/tenant';
import { queryKeys } from '@console/api/queries/keys';
import { messageForErrorCode } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import type { MemberDetailResponse } from '@console/api/schemas';
import type { ProductCode, ProductRole } from '@console/api/schemas/common';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/pages/PageState';
import { productByCode } from '@console/shell/products';
import styles from './Subscription.module.scss';
import { useCatalog } from './catalog';

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

interface MembersCardProps {
  productCode: ProductCode;
  locale: string;
  isOwner: boolean;
  /** The subscription runs: members can be given roles (not before subscribing, not after it ended). */
  canAdd: boolean;
}

/**
 * Member information of the product (spec sections 2 and 6): role holders against the plan's member limit, the
 * list of them with their role (owner), and the add-member dialog. A plan that cannot invite points to the plans.
 */
export function MembersCard({ productCode, locale, isOwner, canAdd }: MembersCardProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const usage = useQuery(productUsageQueryOptions(services, productCode));
  const [adding, setAdding] = useState(false);
  const limit = usage.data?.members.limit;
  const noInvite = limit === 0;
  const holderCount = usage.data?.members.value ?? 0;

  return (
    <Card
      title={t`Members`}
      headingLevel={2}
      actions={
        isOwner && canAdd && !noInvite && usage.isSuccess ? (
          <span data-add-member>
            <Button variant="secondary" size="sm" onPress={() => setAdding(true)}>
              <Trans>Add member</Trans>
            </Button>
          </span>
        ) : undefined
      }
    >
      {usage.isPending ? (
        <PageLoading label={t`Loading the members…`} blocks={1} />
      ) : usage.isError ? (
        <PageError error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <div className={styles.stack} data-members={usage.data.members.value}>
          {limit === null || limit === undefined ? (
            <p className={styles.text}>
              <Trans>{holderCount} members hold a role. This plan has no member limit.</Trans>
            </p>
          ) : limit > 0 ? (
            <Meter label={t`Members with a role`} value={usage.data.members.value} max={limit} description={t`Invitations waiting for acceptance count too.`} />
          ) : null}
          {noInvite && (
            <InlineAlert
              tone="info"
              role="note"
              action={
                <RouterLinkButton to="/$locale/console/plan/subscribe/$productCode" params={{ locale, productCode }} variant="secondary" size="sm">
                  <Trans>See the plans</Trans>
                </RouterLinkButton>
              }
            >
              {i18n._(messageForErrorCode('INVITE_PLAN_NOT_ALLOWED'))}
            </InlineAlert>
          )}
          {isOwner ? (
            <RoleHolders productCode={productCode} />
          ) : (
            <p className={styles.subtle}>
              <Trans>Only the owner of the organisation manages members.</Trans>
            </p>
          )}
        </div>
      )}
      {isOwner && (
        <Dialog title={t`Add member`} isOpen={adding} onOpenChange={setAdding} className={styles.dialog}>
          {adding ? <AddMemberForm productCode={productCode} onDone={() => setAdding(false)} /> : <span />}
        </Dialog>
      )}
    </Card>
  );
}

interface HolderRow {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** The members holding a role on the product, with their role. */
function RoleHolders({ productCode }: { productCode: ProductCode }) {
  const { t } = useLingui();
  const services = useServices();
  const list = useQuery(memberListQueryOptions(services, { productCodes: [productCode], pageSize: 100 }));
  const holders = (list.data?.content ?? []).filter((member) => !member.isOwner);
  const details = useQueries({ queries: holders.map((member) => memberDetailQueryOptions(services, member.email)) });
  const roleLabels: Record<ProductRole, string> = { ADMINISTRATOR: t`Admin`, OPERATOR: t`Operator` };
  const rows: HolderRow[] = holders.map((member, index) => {
    const role = details[index]?.data?.roles.find((entry) => entry.productCode === productCode)?.role;
    return { id: member.email, name: member.name || member.email, email: member.email, role: role ? roleLabels[role] : '…' };
  });
  const columns: TableColumn<HolderRow>[] = [
    { id: 'name', name: t`Name`, render: (row) => row.name, isRowHeader: true, minInlineSize: '8rem' },
    { id: 'email', name: t`E-mail`, render: (row) => <span className={styles.identifier}>{row.email}</span>, minInlineSize: '12rem' },
    { id: 'role', name: t`Role`, render: (row) => <span data-role-of={row.email}>{row.role}</span> },
  ];
  return (
    <Table<HolderRow>
      aria-label={t`Members with a role`}
      columns={columns}
      rows={rows}
      isLoading={list.isPending}
      loadingRowCount={3}
      error={list.isError ? t`The members could not be loaded.` : undefined}
      onRetry={() => void list.refetch()}
      renderEmptyState={() => <p className={styles.subtle}>{t`No member holds a role yet.`}</p>}
    />
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
