import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mailFilterSchema,
  mailFolderSchema,
  mailLabelSchema,
  mailSchema,
  mailSettingsSchema,
  mailsPageSchema,
  type MailsQuery,
} from '@rehearse/contracts/mailbox';
import { apiClient } from '../../../lib/api-client';

// The mailbox's reads (docs/decisions/061-mailbox-screen.md); the writes are in
// mail-mutations.ts and label-mutations.ts, and refetch through these keys.
export const MAILBOX_API = '/api/apps/mailbox';

export const mailboxKeys = {
  all: ['mailbox'] as const,
  settings: () => [...mailboxKeys.all, 'settings'] as const,
  folders: () => [...mailboxKeys.all, 'folders'] as const,
  filters: () => [...mailboxKeys.all, 'filters'] as const,
  labels: () => [...mailboxKeys.all, 'labels'] as const,
  lists: () => [...mailboxKeys.all, 'mails'] as const,
  list: (query: MailsQuery) => [...mailboxKeys.lists(), query] as const,
  mails: () => [...mailboxKeys.all, 'mail'] as const,
  mail: (id: string) => [...mailboxKeys.mails(), id] as const,
};

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.settings(),
    queryFn: ({ signal }) =>
      apiClient.get(`${MAILBOX_API}/settings`, mailSettingsSchema, { signal }),
  });

export const mailFoldersQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.folders(),
    queryFn: ({ signal }) =>
      apiClient.get(`${MAILBOX_API}/folders`, z.array(mailFolderSchema), { signal }),
  });

export const mailFiltersQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.filters(),
    queryFn: ({ signal }) =>
      apiClient.get(`${MAILBOX_API}/filters`, z.array(mailFilterSchema), { signal }),
    staleTime: Infinity,
  });

export const mailLabelsQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.labels(),
    queryFn: ({ signal }) =>
      apiClient.get(`${MAILBOX_API}/labels`, z.array(mailLabelSchema), { signal }),
  });

const sameListAs = (a: MailsQuery, b: unknown) => {
  const other = b as MailsQuery | undefined;
  return (
    other !== undefined &&
    other.folder === a.folder &&
    other.filter === a.filter &&
    other.label === a.label
  );
};

// One page of a list. Within one list the page on screen stays while the next one loads; another
// list shows its own loading state rather than the last list's mails.
export const mailsQueryOptions = (query: MailsQuery) =>
  queryOptions({
    queryKey: mailboxKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get(`${MAILBOX_API}/mails`, mailsPageSchema, {
        query: { folder: query.folder, filter: query.filter, label: query.label, page: query.page },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameListAs(query, previousQuery.queryKey[2]) ? previous : undefined,
  });

export const mailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailboxKeys.mail(id),
    queryFn: ({ signal }) =>
      apiClient.get(`${MAILBOX_API}/mail`, mailSchema, { query: { id }, signal }),
  });
