import type { MailsQuery } from '@rehearse/contracts/mailbox';
import { MAIL_FILTER_SLUGS, type MailFilterSlug } from '@rehearse/contracts/mailbox';

// Where the mailbox screen is, all of it in the URL (decision 061), so a reload and the
// browser's back and forward keep it:
//   /apps/mailbox/<folder>[/<mailId>]        a folder (inbox, sent, drafts, spam, trash)
//   /apps/mailbox/label/<slug>[/<mailId>]    a label's mails, in any folder
//   /apps/mailbox/filter/<slug>[/<mailId>]   starred or important mails, in any folder
//   ?page=<n>                                the list's page, one-based
export type MailboxList =
  | { kind: 'folder'; slug: string }
  | { kind: 'label'; slug: string }
  | { kind: 'filter'; slug: MailFilterSlug };

export type MailboxLocation = { list: MailboxList; mailId: string | null };

export const MAILBOX_BASE = '/apps/mailbox';
const INBOX: MailboxList = { kind: 'folder', slug: 'inbox' };

const isFilter = (slug: string): slug is MailFilterSlug =>
  (MAIL_FILTER_SLUGS as readonly string[]).includes(slug);

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

// Reads the location from the page's path (/apps/mailbox/...).
export function parseMailboxPath(pathname: string): MailboxLocation {
  const rest = pathname.startsWith(MAILBOX_BASE) ? pathname.slice(MAILBOX_BASE.length) : '';
  const parts = rest.split('/').filter(Boolean).map(decode);
  const [first, second, third] = parts;
  if (first === undefined) return { list: INBOX, mailId: null };
  if (first === 'label' && second !== undefined) {
    return { list: { kind: 'label', slug: second }, mailId: third ?? null };
  }
  if (first === 'filter' && second !== undefined && isFilter(second)) {
    return { list: { kind: 'filter', slug: second }, mailId: third ?? null };
  }
  return { list: { kind: 'folder', slug: first }, mailId: second ?? null };
}

export function mailboxHref(list: MailboxList, mailId?: string | null, page = 1): string {
  const base =
    list.kind === 'folder'
      ? `${MAILBOX_BASE}/${encodeURIComponent(list.slug)}`
      : `${MAILBOX_BASE}/${list.kind}/${encodeURIComponent(list.slug)}`;
  const path = mailId ? `${base}/${encodeURIComponent(mailId)}` : base;
  return page > 1 ? `${path}?page=${page}` : path;
}

export const sameList = (a: MailboxList, b: MailboxList) => a.kind === b.kind && a.slug === b.slug;

export function mailsQueryOf(list: MailboxList, page: number): MailsQuery {
  if (list.kind === 'folder') return { folder: list.slug, page };
  if (list.kind === 'label') return { label: list.slug, page };
  return { filter: list.slug, page };
}

export const pageOf = (value: string | null) => {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
};
