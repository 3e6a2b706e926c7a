import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { DateTime } from '@ds/DateTime';
import { EmailAddress } from '@ds/EmailAddress';
import { EmptyState } from '@ds/EmptyState';
import { Icon } from '@ds/Icon';
import { Checkbox } from '@ds/Checkbox';
import { CheckboxGroup } from '@ds/CheckboxGroup';
import { FilterBar } from '@ds/FilterBar';
import { ListResults } from '@ds/ListResults';
import { PageLayout } from '@ds/PageLayout';
import { Pagination } from '@ds/Pagination';
import { SearchField } from '@ds/SearchField';
import { StatusLabel } from '@ds/StatusLabel';
import { Table, type TableColumn, type TableRowAction } from '@ds/Table';
import { formatCount } from '@ds/i18n/formatters';
import { memberListQueryOptions } from '@console/api/queries/members';
import { PAGE_SIZE } from '@console/api/queries/policies';
import type { MemberSummary } from '@contract/schemas/members';
import { RouterLink } from '@console/app/links';
import { productCodes, type MemberListSearch, type ProductCode } from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { InviteMembersDialog } from './InviteMembersDialog';
import { isInvitation, usePendingInvitationActions } from './PendingInvitationActions';
import styles from './MemberListPage.module.scss';
import { useCatalog } from '../catalog';
import { memberListRequest } from './memberListRequest';

const route = getRouteApi('/$locale/console/member/');

/** How long the search waits for typing to pause before it goes into the address (and to the server). */
const SEARCH_DELAY_MS = 300;

type MemberRow = MemberSummary & { id: string };

/**
 * Member management (spec section 2; owner only, the shell turns members away): search by name or e-mail,
 * product filter and page in the address, the owner first and marked, invitations with resend and cancel,
 * and the invite dialog.
 */
export function MemberListPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const { locale } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/$locale/console/member/' });
  const setSearch = (change: Partial<MemberListSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace });

  const list = useQuery(memberListQueryOptions(services, memberListRequest(search)));
  const invitations = usePendingInvitationActions();

  // The box follows typing at once; the address (and the query) once typing pauses, back to page 0.
  const [draft, setDraft] = useState(search.q ?? '');
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    // The address changed by itself (back button, a link): the box shows it.
    setShownQ(search.q);
    if ((search.q ?? '') !== draft.trim()) setDraft(search.q ?? '');
  }
  useEffect(() => {
    const q = draft.trim() || undefined;
    if (q === search.q) return;
    const timer = window.setTimeout(() => void navigate({ search: (previous) => ({ ...previous, q, page: 0 }), replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search.q, navigate]);

  const productOptions = productCodes.map((code) => ({ id: code, label: productByCode(code)?.name ?? code }));
  const filtered = Boolean(search.q || search.products);

  const columns: TableColumn<MemberRow>[] = [
    {
      // Name over e-mail in one column, as consoles list people: the table keeps every field and fits a 1280 px
      // window without scrolling sideways. An invitation has no name yet: its address is the link.
      id: 'member',
      name: t`Member`,
      isRowHeader: true,
      minInlineSize: '15rem',
      wrap: true,
      render: (member) => (
        <span className={styles.memberCell}>
          <span className={styles.nameLine}>
            <RouterLink to="/$locale/console/member/$memberEmail" params={{ locale, memberEmail: member.email }}>
              {member.name || <EmailAddress address={member.email} />}
            </RouterLink>
            {member.isOwner && (
              <Badge tone="accent" size="sm">
                <Trans>Owner</Trans>
              </Badge>
            )}
          </span>
          {member.name && <EmailAddress className={styles.email} address={member.email} />}
        </span>
      ),
    },
    { id: 'status', name: t`Status`, minInlineSize: '9rem', render: (member) => <StatusLabel vocabulary="member" status={member.status} /> },
    {
      id: 'services',
      name: t`Services`,
      align: 'end',
      minInlineSize: '9rem',
      render: (member) =>
        // Spec section 4: an active member with no role shows as unauthorised.
        member.status === 'Active' && !member.isOwner && member.serviceCount === 0 ? (
          <StatusLabel vocabulary="custom" tone="warning" icon="ban" label={t`Unauthorised`} />
        ) : (
          formatCount(member.serviceCount, i18n.locale)
        ),
    },
    {
      id: 'created',
      name: t`Created`,
      minInlineSize: '8rem',
      render: (member) => (member.createdDate ? <DateTime value={member.createdDate} /> : <NotYet />),
    },
    {
      id: 'invited',
      name: t`Invited`,
      minInlineSize: '8rem',
      render: (member) => (member.invitationDate && !member.isOwner ? <DateTime value={member.invitationDate} /> : <NotYet />),
    },
  ];

  const rowActions = (member: MemberRow): TableRowAction[] => [
    { id: 'details', label: t`View details` },
    ...(isInvitation(member)
      ? [
          { id: 'resend', label: t`Resend invitation`, isDisabled: invitations.isResending(member.email) },
          { id: 'cancel', label: t`Cancel invitation`, variant: 'danger' as const },
        ]
      : []),
  ];

  const onRowAction = (member: MemberRow, action: string) => {
    if (action === 'resend') invitations.resendTo(member.email);
    else if (action === 'cancel') invitations.askToCancel(member.email);
    else void navigate({ to: '/$locale/console/member/$memberEmail', params: { locale, memberEmail: member.email } });
  };

  const rows: MemberRow[] = (list.data?.content ?? []).map((member) => ({ ...member, id: member.email }));
  const total = list.data?.totalElements ?? 0;

  return (
    <PageLayout
      title={<span id="members-title">{t`Member management`}</span>}
      description={<Trans>Invite people to your organisation and see who can use which service.</Trans>}
      actions={<InviteMembersDialog locale={locale} />}
      data-page="members"
    >
      <FilterBar aria-label={t`Find members`}>
        <SearchField
          className={styles.search}
          label={t`Search by name or email`}
          value={draft}
          onChange={setDraft}
          onSubmit={(value) => setSearch({ q: value.trim() || undefined, page: 0 }, true)}
          onClear={() => setSearch({ q: undefined, page: 0 }, true)}
          placeholder={t`Name or email`}
        />
        {/* A few known services: check boxes in a row, none ticked meaning all (spec: member search by productCodes). */}
        <CheckboxGroup
          className={styles.productFilter}
          label={t`Services`}
          orientation="horizontal"
          description={t`None ticked shows all services.`}
          value={search.products ?? []}
          onChange={(keys) => setSearch({ products: keys.length > 0 ? (keys as ProductCode[]) : undefined, page: 0 })}
        >
          {productOptions.map((option) => (
            <Checkbox key={option.id} value={option.id}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </FilterBar>
      {list.isPending ? (
        <PageLoading label={t`Loading members…`} />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ListResults
          count={
            filtered ? (
              <Plural value={total} one="# member found" other="# members found" />
            ) : (
              <Plural value={total} one="# member or invitation" other="# members and invitations" />
            )
          }
          pagination={
            total > PAGE_SIZE && (
              <Pagination
                page={search.page}
                totalItems={total}
                pageSize={PAGE_SIZE}
                onPageChange={(page) => setSearch({ page })}
                aria-label={t`Member pages`}
              />
            )
          }
        >
          <Table<MemberRow>
            aria-label={t`Members`}
            columns={columns}
            rows={rows}
            rowActions={rowActions}
            onRowAction={onRowAction}
            rowActionsLabel={(member) => {
              const who = member.name || member.email;
              return t`Actions for ${who}`;
            }}
            renderEmptyState={() => (
              <EmptyState title={t`No members match`} illustration={<Icon name="search" />} size="sm">
                <Trans>Try another name or e-mail, or clear the service filter.</Trans>
              </EmptyState>
            )}
          />
        </ListResults>
      )}
      {invitations.dialog}
    </PageLayout>
  );
}

/** A date that does not exist yet (an invitation not accepted, the owner never invited). */
function NotYet() {
  return <span className={styles.none}>–</span>;
}
