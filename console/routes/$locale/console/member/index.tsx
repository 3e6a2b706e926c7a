import { createFileRoute } from '@tanstack/react-router';
import { MemberListPage } from '@console/pages/Members';
import { validateMemberListSearch } from '@console/app/search';

/** Member management (owner only: the shell sends members away with the no-permission dialog). */
export const Route = createFileRoute('/$locale/console/member/')({
  validateSearch: validateMemberListSearch,
  component: MemberListPage,
});
