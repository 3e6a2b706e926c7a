import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberDetailResponse, MemberProductRole, ProductListItem } from '@contract/schemas';
import type { ProductCode, ProductRole } from '@contract/schemas/common';
import { consoleProducts } from '@console/shared/products';
import '../catalog';

/** The role words of spec section 1 (ADMINISTRATOR / OPERATOR). */
export const roleLabels: Record<ProductRole, MessageDescriptor> = {
  ADMINISTRATOR: msg`Admin`,
  OPERATOR: msg`Operator`,
};

/** Spec section 6: Operator exists for the traffic-control product (NetFUNNEL) only; the others have Admin. */
export function rolesFor(productCode: ProductCode): readonly ProductRole[] {
  return productCode === 'netfunnel' ? ['ADMINISTRATOR', 'OPERATOR'] : ['ADMINISTRATOR'];
}

/** The bot-detection product (mBuster) needs at least one of its service domains per role (spec section 5). */
export function needsDomain(productCode: ProductCode): boolean {
  return productCode === 'mbuster';
}

/** The products a member's permissions are shown for: the available ones, in the side menu's order. */
export const permissionProducts = consoleProducts.filter((product) => product.isAvailable);

/** Brand name of a product (the same in every language). */
export function productName(productCode: ProductCode): string {
  return consoleProducts.find((product) => product.productCode === productCode)?.name ?? productCode;
}

/** Products with a live subscription: a role can be given there (the others would be refused). */
export function subscribedProducts(list: readonly ProductListItem[]): ProductCode[] {
  const live = new Set(
    list.filter((item) => item.planName !== '' && (item.state === 'RUNNING' || item.state === 'STOPPING')).map((item) => item.productCode),
  );
  return permissionProducts.map((product) => product.productCode).filter((code) => live.has(code));
}

export function roleOf(member: Pick<MemberDetailResponse, 'roles'>, productCode: ProductCode): MemberProductRole | undefined {
  return member.roles.find((role) => role.productCode === productCode);
}

/** What the dialog edits per product: no role, or a role (with domains for the bot-detection product). */
export type RoleChoice = ProductRole | 'NONE';

export interface PermissionDraft {
  role: RoleChoice;
  domains: string[];
}

export function draftFrom(member: Pick<MemberDetailResponse, 'roles'>, products: readonly ProductCode[]): Record<string, PermissionDraft> {
  return Object.fromEntries(
    products.map((code) => {
      const current = roleOf(member, code);
      return [code, { role: current?.role ?? 'NONE', domains: current ? [...current.domains] : [] }];
    }),
  );
}

/** Products whose draft gives a bot-detection role without a domain (refused before sending). */
export function missingDomains(drafts: Record<string, PermissionDraft>, products: readonly ProductCode[]): ProductCode[] {
  return products.filter((code) => {
    const draft = drafts[code];
    return draft !== undefined && draft.role !== 'NONE' && needsDomain(code) && draft.domains.length === 0;
  });
}

/** The request body: one entry per product with a role; the others lose theirs. */
export function rolesFromDrafts(drafts: Record<string, PermissionDraft>, products: readonly ProductCode[]): MemberProductRole[] {
  const roles: MemberProductRole[] = [];
  for (const code of products) {
    const draft = drafts[code];
    if (!draft || draft.role === 'NONE') continue;
    const allowed = rolesFor(code).includes(draft.role);
    if (!allowed) continue;
    roles.push({ productCode: code, role: draft.role, domains: needsDomain(code) ? [...draft.domains] : [] });
  }
  return roles;
}
