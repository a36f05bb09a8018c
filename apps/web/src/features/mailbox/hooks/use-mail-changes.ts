import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@rehearse/contracts/mailbox';
import { useToast } from '../../../components/toast/use-toast';
import { mailFoldersQueryOptions } from '../api/mailbox.queries';
import { useUpdateMails, type MailChanges } from '../api/mail-mutations';

// The screen's changes to mails: any change (shown at once, rolled back on a refusal), and the
// delete, which moves the mails to Trash at once and offers Undo: the mails go back, each to the
// folder it came from, through the same call (docs/decisions/060-demo-area-screens.md).
export function useMailChanges() {
  const { t } = useTranslation();
  const toast = useToast();
  const folders = useQuery(mailFoldersQueryOptions());
  const slugOfFolder = (id: string) => folders.data?.find((folder) => folder.id === id)?.slug;
  const update = useUpdateMails(slugOfFolder);

  // Through the promise rather than mutate's callbacks, which are skipped once the component
  // that asked has gone (the mail view closes as its mail moves to Trash). A refusal has already
  // been rolled back and told by the mutation itself.
  const run = (ids: string[], changes: MailChanges) =>
    update.mutateAsync({ ids, changes }).then(
      () => true,
      () => false,
    );

  const change = (mails: Mail[], changes: MailChanges) =>
    void run(
      mails.map((mail) => mail.id),
      changes,
    );

  const trash = async (mails: Mail[]) => {
    const trashId = folders.data?.find((folder) => folder.slug === 'trash')?.id;
    if (!trashId || mails.length === 0) return;
    const from = new Map<string, string[]>();
    for (const mail of mails) from.set(mail.folder, [...(from.get(mail.folder) ?? []), mail.id]);
    const moved = await run(
      mails.map((mail) => mail.id),
      { folder: trashId },
    );
    if (!moved) return;
    toast({
      message: t('mailbox.toast.trashed', { count: mails.length }),
      action: {
        label: t('mailbox.toast.undo'),
        onClick: () => {
          for (const [folder, ids] of from) void run(ids, { folder });
        },
      },
    });
  };

  return { change, trash, slugOfFolder };
}
