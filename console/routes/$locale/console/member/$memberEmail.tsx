import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { RouterLinkButton } from '@console/app/links';
import { MemberDetailPage } from '@console/pages/MemberDetail';

/**
 * Member details (owner only: the shell sends members to the no-permission dialog). No prefetching loader: the
 * member call needs the organisation the shell loads first, so the page fetches once the shell is ready.
 */
export const Route = createFileRoute('/$locale/console/member/$memberEmail')({
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
