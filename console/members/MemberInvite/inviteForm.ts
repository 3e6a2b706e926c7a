import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageFor } from '@console/api/contextMessages';
import type { MemberStatus } from '@contract/schemas/common';
import '../catalog';

/** Spec section 9: up to 10 invitations at once. */
export const MAX_INVITES_AT_ONCE = 10;

/** The same shape the server checks (mocks/world/rules/members.ts): something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** One e-mail row of the invite form. `error` is a server answer about this address (kept until it changes). */
export interface InviteRow {
  id: number;
  email: string;
  /** Blurred or submitted once: from then on its message follows every keystroke. */
  touched: boolean;
  serverError?: MessageDescriptor | undefined;
}

let nextRowId = 0;
export function newRow(email = ''): InviteRow {
  nextRowId += 1;
  return { id: nextRowId, email, touched: email !== '' };
}

/**
 * A pasted list: addresses separated by commas, semicolons, spaces or new lines, without empty entries or
 * repeats (case-insensitive), in the order given.
 */
export function splitEmailList(text: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    result.push(email);
  }
  return result;
}

/** Whether a paste into one field is a list (it fills several rows) rather than one address. */
export function isEmailList(text: string): boolean {
  return splitEmailList(text).length > 1;
}

/**
 * Fills the form from a list pasted into row `atIndex`: that row takes the first address, the others go into
 * empty rows after it or new rows, up to `maxRows`. Returns the rows and the addresses that did not fit.
 */
export function fillRows(rows: readonly InviteRow[], atIndex: number, emails: readonly string[], maxRows: number): { rows: InviteRow[]; overflow: string[] } {
  const next = rows.map((row) => ({ ...row }));
  const known = new Set(next.filter((_, index) => index !== atIndex).map((row) => row.email.trim().toLowerCase()).filter(Boolean));
  const queue = emails.filter((email) => !known.has(email.toLowerCase()));
  const overflow: string[] = [];
  let index = atIndex;
  for (const email of queue) {
    while (index < next.length && index !== atIndex && next[index]?.email.trim()) index += 1;
    const row = next[index];
    if (row) {
      next[index] = { ...row, email, touched: true, serverError: undefined };
    } else if (next.length < maxRows) {
      next.push(newRow(email));
    } else {
      overflow.push(email);
    }
    index += 1;
  }
  return { rows: next, overflow };
}

/** What the client knows of the organisation's people: e-mail (lower case) to status. */
export type KnownMembers = ReadonlyMap<string, MemberStatus>;

export const duplicateInFormMessage = msg`This email is already in the list.`;

/**
 * The message for one row, or null when it is fine: required, format, already registered (Active or Inactive
 * member) or already invited (a Pending or Expired invitation), entered twice, then what the server said.
 */
export function rowError(row: InviteRow, rows: readonly InviteRow[], known: KnownMembers): MessageDescriptor | null {
  const email = row.email.trim();
  if (!email) return messageFor('members.invite', 'FIELD_REQUIRED');
  if (!isValidEmail(email)) return messageFor('members.invite', 'EMAIL_INVALID');
  const status = known.get(email.toLowerCase());
  if (status === 'Active' || status === 'Inactive') return messageFor('members.invite', 'INVITE_DUPLICATE_REGISTERED');
  if (status === 'Pending' || status === 'Expired') return messageFor('members.invite', 'INVITE_DUPLICATE_INVITED');
  const first = rows.find((other) => other.email.trim().toLowerCase() === email.toLowerCase());
  if (first && first.id !== row.id) return duplicateInFormMessage;
  return row.serverError ?? null;
}

/** The addresses of a batch the server did not confirm (a partial failure), in the order they were sent. */
export function notInvited(sent: readonly string[], invited: readonly string[]): string[] {
  const confirmed = new Set(invited.map((email) => email.trim().toLowerCase()));
  return sent.filter((email) => !confirmed.has(email.trim().toLowerCase()));
}
