import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { RouterLinkButton } from '@console/app/links';
import { MemberDetailPage } from '@console/members/MemberDetail';
import { memberDetailQueryOptions } from '@console/api/queries/members';
import { prefetchPageData } from '@console/shell/prefetchShellData';

/**
 * Member details (owner only: the shell sends members to the no-permission dialog). The loader starts the member's
 * call once the shell has the organisation (on intent too) and does not wait for it.
 */
export const Route = createFileRoute('/$locale/console/member/$memberEmail')({
  staticData: { access: 'owner' },
  loader: async ({ context, params }) => {
    const queryClient = await context.queryClient.load();
    void prefetchPageData(context.services, queryClient, memberDetailQueryOptions(context.services, params.memberEmail));
  },
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { locale, memberEmail } = Route.useParams();
  return (
    <MemberDetailPage
      key={memberEmail}
      email={memberEmail}
      membersHref={`/${locale}/console/member`}
      backToMembers={
        <RouterLinkButton to="/$locale/console/member" params={{ locale }} search={{ page: 0 }} variant="secondary" size="sm">
          <Trans>Back to member management</Trans>
        </RouterLinkButton>
      }
    />
  );
}
