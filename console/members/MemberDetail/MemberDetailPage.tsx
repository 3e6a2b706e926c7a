import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { Card } from '@ds/Card';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { EmailAddress } from '@ds/EmailAddress';
import { InlineAlert } from '@ds/InlineAlert';
import { PageLayout } from '@ds/PageLayout';
import { StatusLabel } from '@ds/StatusLabel';
import { formatCount } from '@ds/i18n/formatters';
import { formatDateTime } from '@ds/DateTime';
import { memberDetailQueryOptions } from '@console/api/queries/members';
import { isApiError } from '@console/api/isApiError';
import { errorMessages } from '@console/api/errorMessages';
import type { MemberDetailResponse, MemberProductRole } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { OwnershipTransferButton } from './OwnershipTransfer';
import { PermissionEditButton } from './PermissionEditButton';
import { permissionProducts, roleLabels } from './productRoles';
import { StatusChangeButton } from './StatusChange';
import styles from './MemberDetailPage.module.scss';
import { useCatalog } from '../catalog';

export interface MemberDetailPageProps {
  /** The member's e-mail, from the address (`/{locale}/console/member/{memberEmail}`). */
  email: string;
  /** Where the member list is (`/{locale}/console/member`), for the breadcrumbs. */
  membersHref: string;
  /** The way back to the member list when the member does not exist (a router link button). */
  backToMembers: ReactNode;
}

/** The server's "no such member" (404 MEMBER_NOT_FOUND). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'MEMBER_NOT_FOUND' || error.status === 404);
}

/**
 * Member details (spec section 2, owner only; the shell sends members away): account information, the
 * service permission per product, the permission-edit dialog, the status change and the ownership transfer.
 */
export function MemberDetailPage({ email, membersHref, backToMembers }: MemberDetailPageProps) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const retriesByDefault = queryClient.getDefaultOptions().queries?.retry !== false;
  const detail = useQuery({
    ...memberDetailQueryOptions(services, email),
    // An unknown address is an answer, not a hiccup: show it at once instead of retrying.
    retry: (failureCount, error) => retriesByDefault && !isNotFound(error) && failureCount < 3,
  });

  const crumbs = (current: string) => (
    <Breadcrumbs
      items={[
        { id: 'members', label: t`Member management`, href: membersHref },
        { id: 'member', label: current },
      ]}
    />
  );

  if (detail.isPending) {
    return (
      <PageLayout breadcrumbs={crumbs(email)} title={t`Member details`}>
        <PageLoading label={t`Loading the member…`} />
      </PageLayout>
    );
  }

  if (detail.isError) {
    if (isNotFound(detail.error)) {
      return (
        <PageLayout breadcrumbs={crumbs(email)} title={t`Member not found`} data-member="not-found">
          <InlineAlert tone="warning" role="note" action={backToMembers}>
            <Trans>There is no member with the e-mail {email} in your organisation. It may have been removed.</Trans>
          </InlineAlert>
        </PageLayout>
      );
    }
    return (
      <PageLayout breadcrumbs={crumbs(email)} title={t`Member details`}>
        <PageError error={detail.error} onRetry={() => void detail.refetch()} />
      </PageLayout>
    );
  }

  return <MemberDetail member={detail.data} crumbs={crumbs} />;
}

function MemberDetail({ member, crumbs }: { member: MemberDetailResponse; crumbs: (current: string) => ReactNode }) {
  const { t, i18n } = useLingui();
  const title = member.name || member.email;
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.locale, 'date') : t`None`);
  const accountType = {
    ID_PASSWORD: t`ID and password`,
    GOOGLE: t`Google account`,
    MICROSOFT: t`Microsoft account`,
  }[member.accountType];
  const isActive = member.status === 'Active';
  const editBlocked = member.isOwner
    ? t`The owner holds every permission; it cannot be changed.`
    : isActive
      ? undefined
      : i18n._(errorMessages.MEMBER_NOT_ACTIVE);

  const account: DescriptionListItem[] = [
    { id: 'name', term: t`Name`, description: member.name || t`Not entered yet` },
    { id: 'email', term: t`E-mail`, description: <EmailAddress address={member.email} /> },
    { id: 'type', term: t`Account type`, description: accountType },
    {
      id: 'status',
      term: t`Status`,
      description: (
        <span data-status={member.status}>
          <StatusLabel vocabulary="member" status={member.status} />
        </span>
      ),
    },
    { id: 'role', term: t`Organisation role`, description: member.isOwner ? t`Owner` : t`Member` },
    { id: 'services', term: t`Services`, description: formatCount(member.serviceCount, i18n.locale) },
    { id: 'created', term: t`Created`, description: date(member.createdDate) },
    { id: 'invited', term: t`Invited`, description: date(member.invitationDate) },
  ];

  return (
    <PageLayout
      breadcrumbs={crumbs(title)}
      title={member.name || <EmailAddress address={member.email} />}
      description={member.name ? <EmailAddress address={member.email} /> : undefined}
      actions={<StatusChangeButton member={member} />}
      data-member={member.status}
    >
      <Card title={t`Account information`} headingLevel={2}>
        <DescriptionList items={account} />
      </Card>
      <Card title={t`Service permissions`} headingLevel={2} footer={<PermissionEditButton member={member} disabledReason={editBlocked} />}>
        <ServicePermissions member={member} />
      </Card>
      {isActive && !member.isOwner && (
        <Card title={t`Ownership`} headingLevel={2}>
          <div className={styles.ownership}>
            <p className={styles.text}>
              <Trans>Ask this member to become the owner of the organisation. You stay the owner until the member accepts.</Trans>
            </p>
            <OwnershipTransferButton preselectedEmail={member.email} />
          </div>
        </Card>
      )}
    </PageLayout>
  );
}

/** The role per product; no role anywhere shows the member as unauthorised (spec section 4). */
function ServicePermissions({ member }: { member: MemberDetailResponse }) {
  const { t, i18n } = useLingui();
  const invited = member.status === 'Pending' && (member.invitedRoles?.length ?? 0) > 0;

  const describe = (role: MemberProductRole | undefined) =>
    role ? (
      <span className={styles.role} data-role={role.role}>
        <span>{i18n._(roleLabels[role.role])}</span>
        {role.domains.length > 0 && <DomainList domains={role.domains} />}
      </span>
    ) : (
      <span className={styles.noRole} data-role="NONE">
        {t`No permission`}
      </span>
    );

  const unauthorised = member.roles.length === 0;
  return (
    <div className={styles.permissions} data-unauthorised={unauthorised ? 'true' : undefined}>
      {unauthorised && (
        <div className={styles.unauthorised}>
          <StatusLabel vocabulary="custom" tone="warning" icon="warning" label={t`Unauthorised`} />
          <p className={styles.text}>
            {invited ? (
              <Trans>The member has not accepted the invitation yet. These roles are given on acceptance:</Trans>
            ) : (
              <Trans>This member has no role in any service.</Trans>
            )}
          </p>
        </div>
      )}
      <DescriptionList
        aria-label={invited ? t`Roles given on acceptance` : t`Role per service`}
        items={permissionProducts.map((product) => ({
          id: product.productCode,
          term: product.name,
          description: describe(
            (invited ? (member.invitedRoles ?? []) : member.roles).find((role) => role.productCode === product.productCode),
          ),
        }))}
      />
    </div>
  );
}

function DomainList({ domains }: { domains: string[] }) {
  const list = domains.join(', ');
  return (
    <span className={styles.domains}>
      <Trans>Domains: {list}</Trans>
    </span>
  );
}
