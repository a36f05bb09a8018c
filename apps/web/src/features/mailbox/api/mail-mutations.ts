import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailSchema, type Mail, type MailsPage } from '@rehearse/contracts/mailbox';
import {
  updatedMailsSchema,
  type ComposeMailInput,
  type UpdateMailsInput,
} from '@rehearse/contracts/mailbox-compose';
import { useToast } from '../../../components/toast/use-toast';
import { apiClient } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { MAILBOX_API, mailboxKeys } from './mailbox.queries';

// What changes on the mails: PATCH mail's fields, and for a selection, labels to add or remove.
export type MailChanges = UpdateMailsInput['mail'];
export type MailChange = { ids: string[]; changes: MailChanges };

type Saved = [QueryKey, unknown][];

// A mail as it will be once the change is made, shown before the server answers.
export function applyChanges<M extends Mail>(mail: M, changes: MailChanges): M {
  const { addLabels = [], removeLabels = [], ...fields } = changes;
  const labels = [...new Set([...(fields.labels ?? mail.labels), ...addLabels])].filter(
    (id) => !removeLabels.includes(id),
  );
  return { ...mail, ...fields, labels };
}

function patchPage(
  page: MailsPage | undefined,
  key: QueryKey,
  ids: Set<string>,
  changes: MailChanges,
  slugOfFolder: (id: string) => string | undefined,
): MailsPage | undefined {
  if (!page?.mails) return page;
  const listFolder = (key[2] as { folder?: string } | undefined)?.folder;
  const movedAway = (id: string) =>
    changes.folder !== undefined &&
    listFolder !== undefined &&
    slugOfFolder(changes.folder) !== listFolder &&
    ids.has(id);
  return {
    ...page,
    mails: page.mails
      .filter((mail) => !movedAway(mail.id))
      .map((mail) => (ids.has(mail.id) ? applyChanges(mail, changes) : mail)),
  };
}

// Changes one or several mails (flags, folder, labels): one mail through the specification's
// PATCH mail, several through PATCH mails in one transaction. The screen shows the change at
// once; a refusal puts every list and mail back as it was and says why in a toast.
export function useUpdateMails(slugOfFolder: (id: string) => string | undefined) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: async ({ ids, changes }: MailChange): Promise<Mail[]> => {
      const { addLabels, removeLabels, ...fields } = changes;
      if (ids.length === 1 && !addLabels && !removeLabels) {
        const body = { id: ids[0], mail: fields };
        return [await apiClient.patch(`${MAILBOX_API}/mail`, mailSchema, { body })];
      }
      const body = { ids, mail: changes };
      return (await apiClient.patch(`${MAILBOX_API}/mails`, updatedMailsSchema, { body })).mails;
    },
    onMutate: async ({ ids, changes }) => {
      // Only the lists and mails this change rewrites: cancelling a first load elsewhere (the
      // labels, say) would leave it without data until something refetched it.
      await Promise.all([
        client.cancelQueries({ queryKey: mailboxKeys.lists() }),
        client.cancelQueries({ queryKey: mailboxKeys.mails() }),
      ]);
      const saved: Saved = [
        ...client.getQueriesData({ queryKey: mailboxKeys.lists() }),
        ...client.getQueriesData({ queryKey: mailboxKeys.mails() }),
      ];
      const set = new Set(ids);
      for (const [key, data] of client.getQueriesData<MailsPage>({
        queryKey: mailboxKeys.lists(),
      })) {
        client.setQueryData(key, patchPage(data, key, set, changes, slugOfFolder));
      }
      for (const id of ids) {
        client.setQueryData<Mail>(
          mailboxKeys.mail(id),
          (mail) => mail && applyChanges(mail, changes),
        );
      }
      return { saved };
    },
    onError: (error, _change, context) => {
      for (const [key, data] of context?.saved ?? []) client.setQueryData(key, data);
      toast({
        severity: 'error',
        message: t('mailbox.toast.changeFailed', { reason: errorText(error) }),
      });
    },
    onSuccess: (mails) => {
      for (const mail of mails) client.setQueryData(mailboxKeys.mail(mail.id), mail);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mailboxKeys.lists() }),
        client.invalidateQueries({ queryKey: mailboxKeys.folders() }),
      ]),
  });
}

// Saves a composed mail as a draft or sends it into Sent; the dialog shows a refusal itself.
export function useComposeMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ComposeMailInput) =>
      apiClient.post(`${MAILBOX_API}/compose`, mailSchema, { body: input }),
    onSuccess: (mail) => client.setQueryData(mailboxKeys.mail(mail.id), mail),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mailboxKeys.lists() }),
        client.invalidateQueries({ queryKey: mailboxKeys.folders() }),
      ]),
  });
}
