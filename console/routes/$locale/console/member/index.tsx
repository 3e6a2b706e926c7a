import { createFileRoute } from '@tanstack/react-router';
import { memberListQueryOptions } from '@console/api/queries/members';
import { validateMemberListSearch } from '@console/app/search';
import { MemberListPage } from '@console/members/Members';
import { memberListRequest } from '@console/members/Members/memberListRequest';
import { prefetchPageData } from '@console/shell/prefetchShellData';

/**
 * Member management (owner only: the shell sends members away with the no-permission dialog). The loader starts the
 * list's call for the address (on intent too) and does not wait for it: the page shows its own loading state.
 */
export const Route = createFileRoute('/$locale/console/member/')({
  staticData: { access: 'owner' },
  validateSearch: validateMemberListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient.load();
    void prefetchPageData(context.services, queryClient, memberListQueryOptions(context.services, memberListRequest(deps)));
  },
  component: MemberListPage,
});
