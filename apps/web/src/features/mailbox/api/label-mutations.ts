import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  mailLabelSchema,
  mailSettingsSchema,
  type MailLabel,
  type MailLabelColor,
  type MailSettings,
} from '@rehearse/contracts/mailbox';
import { useToast } from '../../../components/toast/use-toast';
import { apiClient } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { MAILBOX_API, mailboxKeys } from './mailbox.queries';

// Rolls a cached value back and says why, for the optimistic label and settings changes.
function useRollback() {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (key: readonly unknown[], before: unknown, error: unknown) => {
    client.setQueryData(key, before);
    toast({
      severity: 'error',
      message: t('mailbox.toast.changeFailed', { reason: errorText(error) }),
    });
  };
}

// Creating waits for the server (it makes the id and the slug); renaming, recolouring and
// deleting show at once and roll back on a refusal. Deleting a label strips it from every mail
// on the server, so the lists are fetched again.
export function useLabelMutations() {
  const client = useQueryClient();
  const rollback = useRollback();
  const key = mailboxKeys.labels();
  const snapshot = async () => {
    await client.cancelQueries({ queryKey: key });
    return client.getQueryData<MailLabel[]>(key);
  };
  return {
    create: useMutation({
      mutationFn: (label: { title: string; color: MailLabelColor }) =>
        apiClient.post(`${MAILBOX_API}/label`, mailLabelSchema, { body: { label } }),
      onSettled: () => client.invalidateQueries({ queryKey: key }),
    }),
    update: useMutation({
      mutationFn: ({ id, ...label }: { id: string; title?: string; color?: MailLabelColor }) =>
        apiClient.patch(`${MAILBOX_API}/label`, mailLabelSchema, { body: { id, label } }),
      onMutate: async ({ id, ...label }) => {
        const before = await snapshot();
        client.setQueryData<MailLabel[]>(key, (labels) =>
          labels?.map((l) => (l.id === id ? { ...l, ...label } : l)),
        );
        return { before };
      },
      onError: (error, _input, context) => rollback(key, context?.before, error),
      onSettled: () => client.invalidateQueries({ queryKey: mailboxKeys.all }),
    }),
    remove: useMutation({
      mutationFn: (label: MailLabel) =>
        apiClient.delete(`${MAILBOX_API}/label`, z.literal(true), { query: { id: label.id } }),
      onMutate: async (label) => {
        const before = await snapshot();
        client.setQueryData<MailLabel[]>(key, (labels) => labels?.filter((l) => l.id !== label.id));
        return { before };
      },
      onError: (error, _label, context) => rollback(key, context?.before, error),
      onSettled: () => client.invalidateQueries({ queryKey: mailboxKeys.all }),
    }),
  };
}

export function useUpdateMailSettings() {
  const client = useQueryClient();
  const rollback = useRollback();
  const key = mailboxKeys.settings();
  return useMutation({
    mutationFn: (settings: Partial<MailSettings>) =>
      apiClient.patch(`${MAILBOX_API}/settings`, mailSettingsSchema, { body: { settings } }),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MailSettings>(key);
      client.setQueryData<MailSettings>(key, (current) => current && { ...current, ...settings });
      return { before };
    },
    onError: (error, _settings, context) => rollback(key, context?.before, error),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
