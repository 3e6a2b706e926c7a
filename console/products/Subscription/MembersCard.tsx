import { lazy, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { EmailAddress } from '@ds/EmailAddress';
import { InlineAlert } from '@ds/InlineAlert';
import { Meter } from '@ds/Meter';
import { Table, type TableColumn } from '@ds/Table';
import { memberDetailQueryOptions, memberListQueryOptions } from '@console/api/queries/members';
import { productUsageQueryOptions } from '@console/api/queries/tenant';
import { messageForErrorCode } from '@console/api/errorMessages';
import type { ProductCode, ProductRole } from '@contract/schemas/common';
import { RouterLinkButton } from '@console/app/links';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal, the member select, the role and domain choices) downloads
// on the first opening (MountOnFirstOpen).
const AddMemberDialog = lazy(() => import('./AddMemberDialog').then((module) => ({ default: module.AddMemberDialog })));

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
        <MountOnFirstOpen isOpen={adding}>
          <AddMemberDialog productCode={productCode} isOpen={adding} onOpenChange={setAdding} />
        </MountOnFirstOpen>
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
    return { id: member.email, name: member.name, email: member.email, role: role ? roleLabels[role] : '…' };
  });
  const columns: TableColumn<HolderRow>[] = [
    { id: 'name', name: t`Name`, render: (row) => row.name || <EmailAddress address={row.email} />, isRowHeader: true, minInlineSize: '8rem' },
    { id: 'email', name: t`E-mail`, render: (row) => <EmailAddress address={row.email} />, minInlineSize: '12rem', wrap: true },
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
