import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import {
  POSTING_TRANSITIONS,
  type PostingState,
  type PostingSummary,
} from '@rehearse/contracts/postings';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { paths } from '../../../config/paths';
import { useChangeState, useDeletePosting, useDuplicatePosting } from '../api/postings.queries';

export type PostingAction = {
  key: string;
  label: string;
  run: () => Promise<void>;
  // A state change that moves the posting forward gets the main button on the view page.
  primary?: boolean;
  danger?: boolean;
};

export const canEdit = (role: OrganizationRole) => role === 'owner' || role === 'recruiter';

// What an editor may do with a posting: the state changes the server allows from its state
// (docs/decisions/042-job-postings.md), duplicate, and delete while it is a draft. Reviewers get
// none. Archiving and deleting ask first; duplicating opens the copy in the editor.
export function usePostingActions(
  posting: Pick<PostingSummary, 'id' | 'title' | 'state'>,
  role: OrganizationRole,
  { onDeleted }: { onDeleted?: () => void } = {},
) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const changeState = useChangeState();
  const duplicate = useDuplicatePosting();
  const remove = useDeletePosting();
  const mutations = [changeState, duplicate, remove];
  const reset = () => mutations.forEach((mutation) => mutation.reset());

  const moveTo = async (state: PostingState) => {
    if (state === 'archived') {
      const answer = await confirm({
        title: t('postings.actions.archiveTitle'),
        message: t('postings.actions.archiveMessage', { title: posting.title }),
        icon: { name: 'info', color: 'info' },
        actions: { confirm: { label: t('postings.actions.to.archived'), color: 'primary' } },
      });
      if (answer !== 'confirmed') return;
    }
    reset();
    await changeState.mutateAsync({ id: posting.id, state }).catch(() => undefined);
  };

  const actions: PostingAction[] = !canEdit(role)
    ? []
    : [
        ...POSTING_TRANSITIONS[posting.state].map((state) => ({
          key: `to-${state}`,
          label: t(
            posting.state === 'closed' && state === 'open'
              ? 'postings.actions.reopen'
              : `postings.actions.to.${state}`,
          ),
          primary: state === 'open',
          run: () => moveTo(state),
        })),
        {
          key: 'duplicate',
          label: t('postings.actions.duplicate'),
          run: async () => {
            reset();
            const copy = await duplicate.mutateAsync(posting.id).catch(() => null);
            if (copy) await navigate(paths.recruiter.editPosting.getHref(copy.id));
          },
        },
        ...(posting.state === 'draft'
          ? [
              {
                key: 'delete',
                label: t('postings.actions.delete'),
                danger: true,
                run: async () => {
                  const answer = await confirm({
                    title: t('postings.actions.deleteTitle'),
                    message: t('postings.actions.deleteMessage', { title: posting.title }),
                    actions: { confirm: { label: t('postings.actions.delete') } },
                  });
                  if (answer !== 'confirmed') return;
                  reset();
                  const deleted = await remove.mutateAsync(posting.id).catch(() => null);
                  if (deleted) onDeleted?.();
                },
              },
            ]
          : []),
      ];

  return {
    actions,
    pending: mutations.some((mutation) => mutation.isPending),
    error: changeState.error ?? duplicate.error ?? remove.error,
    reset,
  };
}
