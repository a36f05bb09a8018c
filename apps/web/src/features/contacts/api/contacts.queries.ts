import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactPageSchema,
  contactSchema,
  contactTagSchema,
  type Contact,
  type ContactPage,
  type ContactTag,
  type UpdateContactInput,
} from '@rehearse/contracts/contacts';
import type { TagStore } from '../../../components/tags/tag-store';
import { apiClient } from '../../../lib/api-client';

// The contacts API (demo-areas.md §7, answers without an envelope) and the screen's paged list
// beside it (decision 062).
const BASE = '/api/apps/contacts';
const PAGE_SIZE = 100;

export const contactKeys = {
  all: ['contacts'] as const,
  pages: () => [...contactKeys.all, 'pages'] as const,
  list: (search: string) => [...contactKeys.pages(), search] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  tags: () => [...contactKeys.all, 'tags'] as const,
};

export const contactListQueryOptions = (search = '') =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(`${BASE}/page`, contactPageSchema, {
        query: { query: search, after: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const contactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/contact`, contactSchema, { query: { id }, signal }),
  });

export const contactTagsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.tags(),
    queryFn: ({ signal }) => apiClient.get(`${BASE}/tags`, z.array(contactTagSchema), { signal }),
  });

type Pages = InfiniteData<ContactPage, string | undefined>;

// Changes every loaded page of every search in place (an optimistic edit or removal).
function updateListRows(
  client: QueryClient,
  change: (rows: ContactPage['contacts']) => ContactPage['contacts'],
) {
  client.setQueriesData<Pages>(
    { queryKey: contactKeys.pages() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, contacts: change(page.contacts) })),
      },
  );
}

type Snapshot = {
  pages: [readonly unknown[], Pages | undefined][];
  detail?: Contact;
};

async function snapshot(client: QueryClient, id: string): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: contactKeys.all });
  return {
    pages: client.getQueriesData<Pages>({ queryKey: contactKeys.pages() }),
    detail: client.getQueryData<Contact>(contactKeys.detail(id)),
  };
}

function restore(client: QueryClient, id: string, saved: Snapshot | undefined) {
  if (!saved) return;
  for (const [key, data] of saved.pages) client.setQueryData(key, data);
  client.setQueryData(contactKeys.detail(id), saved.detail);
}

export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(`${BASE}/contact`, contactSchema),
    onSuccess: (contact) => {
      client.setQueryData(contactKeys.detail(contact.id), contact);
      return client.invalidateQueries({ queryKey: contactKeys.pages() });
    },
  });
}

// Shows the change at once in the detail and the list; the caller rolls nothing back itself:
// on failure the caches return to what they were and `onError` tells the user.
export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateContactInput) =>
      apiClient.patch(`${BASE}/contact`, contactSchema, { body: input }),
    onMutate: async ({ id, contact: changes }) => {
      const saved = await snapshot(client, id);
      if (saved.detail) {
        client.setQueryData<Contact>(contactKeys.detail(id), {
          ...saved.detail,
          ...(changes as Partial<Contact>),
        });
      }
      updateListRows(client, (rows) =>
        rows.map((row) =>
          row.id === id
            ? {
                ...row,
                name: changes.name ?? row.name,
                title: changes.title !== undefined ? changes.title : row.title,
                company: changes.company !== undefined ? changes.company : row.company,
              }
            : row,
        ),
      );
      return saved;
    },
    onError: (_error, { id }, saved) => restore(client, id, saved),
    onSuccess: (contact) => client.setQueryData(contactKeys.detail(contact.id), contact),
    // A new name may move the row and change the letter counts.
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.pages() }),
  });
}

export function useDeleteContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`${BASE}/contact`, z.literal(true), { query: { id } }),
    onMutate: async (id) => {
      const saved = await snapshot(client, id);
      updateListRows(client, (rows) => rows.filter((row) => row.id !== id));
      return saved;
    },
    onError: (_error, id, saved) => restore(client, id, saved),
    onSuccess: (_done, id) => client.removeQueries({ queryKey: contactKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.pages() }),
  });
}

// The cropped picture as an image data URL (the JSON form of POST avatar).
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, avatar }: { id: string; avatar: string }) =>
      apiClient.post(`${BASE}/avatar`, contactSchema, { body: { id, avatar } }),
    onSuccess: (contact) => {
      client.setQueryData(contactKeys.detail(contact.id), contact);
      updateListRows(client, (rows) =>
        rows.map((row) => (row.id === contact.id ? { ...row, avatar: contact.avatar } : row)),
      );
    },
  });
}

// Tags: optimistic on the tag list; a contact's tags are ids, so a renamed tag shows everywhere.
function useTagMutation<Input>(
  call: (input: Input) => Promise<unknown>,
  change: (tags: ContactTag[], input: Input) => ContactTag[],
  touchesContacts = false,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (input: Input) => {
      await client.cancelQueries({ queryKey: contactKeys.tags() });
      const saved = client.getQueryData<ContactTag[]>(contactKeys.tags());
      if (saved) client.setQueryData(contactKeys.tags(), change(saved, input));
      return saved;
    },
    onError: (_error, _input, saved) => client.setQueryData(contactKeys.tags(), saved),
    onSettled: () =>
      client.invalidateQueries({
        queryKey: touchesContacts ? contactKeys.all : contactKeys.tags(),
      }),
  });
}

// Not optimistic: the tag has no id until the server gives it one.
export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      apiClient.post(`${BASE}/tag`, contactTagSchema, { body: { tag: { title } } }),
    onSuccess: (tag) =>
      client.setQueryData<ContactTag[]>(contactKeys.tags(), (tags) => [tag, ...(tags ?? [])]),
  });
}

export const useRenameTag = () =>
  useTagMutation(
    ({ id, title }: { id: string; title: string }) =>
      apiClient.patch(`${BASE}/tag`, contactTagSchema, { body: { id, tag: { title } } }),
    (tags, { id, title }) => tags.map((tag) => (tag.id === id ? { ...tag, title } : tag)),
  );

export const useDeleteTag = () => {
  const client = useQueryClient();
  return useTagMutation(
    (id: string) => apiClient.delete(`${BASE}/tag`, z.literal(true), { query: { id } }),
    (tags, id) => {
      // The server strips the tag from every contact; the open ones show that at once.
      client.setQueriesData<Contact>(
        { queryKey: [...contactKeys.all, 'detail'] },
        (contact) => contact && { ...contact, tags: contact.tags.filter((tag) => tag !== id) },
      );
      return tags.filter((tag) => tag.id !== id);
    },
    true,
  );
};

// The contacts' tags for the shared tag dialog and picker (components/tags).
export const contactTagStore: TagStore = {
  useTags: (enabled = true) => useQuery({ ...contactTagsQueryOptions(), enabled }),
  useCreate: () => useCreateTag(),
  useRename: () => useRenameTag(),
  useDelete: () => useDeleteTag(),
};
