import type { UserService } from '../../gas/services';

/**
 * Who a spreadsheet is shared with, offline: what Spreadsheet.addViewer / getViewers / getEditors see. A new
 * spreadsheet is shared with nobody but its owner (Drive's default), so only what a script shares shows here.
 * Kept per spreadsheet object the emulation holds (its Book), so two emulations never share a list.
 */
export interface Sharing {
  readonly viewers: string[];
  readonly editors: string[];
}

const shares = new WeakMap<object, Sharing>();

export function sharingOf(book: object): Sharing {
  let found = shares.get(book);
  if (!found) {
    found = { viewers: [], editors: [] };
    shares.set(book, found);
  }
  return found;
}

/** Drive's rules, simplified: an address needs one `@` with text either side; an editor is not made a viewer. */
export function addViewer(book: object, emailAddress: string): void {
  const email = String(emailAddress).trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`Invalid email: ${email}`);
  const sharing = sharingOf(book);
  const key = email.toLowerCase();
  if (sharing.editors.some((e) => e.toLowerCase() === key)) return;
  if (!sharing.viewers.some((e) => e.toLowerCase() === key)) sharing.viewers.push(email);
}

export function usersOf(emails: readonly string[]): UserService[] {
  return emails.map((email) => ({ getEmail: () => email }));
}
