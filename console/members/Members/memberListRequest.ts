import { PAGE_SIZE } from '@console/api/queries/policies';
import type { MemberListRequest } from '@contract/schemas/members';
import type { MemberListSearch } from '@console/app/search';

/** The member list call for the address's page, search text and products (the page and its route's loader). */
export function memberListRequest(search: MemberListSearch): Partial<MemberListRequest> {
  return {
    pageNum: search.page,
    pageSize: PAGE_SIZE,
    ...(search.q ? { searchValue: search.q } : {}),
    ...(search.products ? { productCodes: search.products } : {}),
  };
}
