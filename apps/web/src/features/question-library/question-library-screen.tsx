import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { useQuery } from '@tanstack/react-query';
import type { LibraryQuestion, LibrarySource } from '@rehearse/contracts/question-library';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { useCanEditOrganization } from '../../lib/session/organization-role';
import {
  libraryPageQueryOptions,
  useCopyQuestion,
  useDeleteQuestion,
} from './api/question-library.queries';
import { LibraryFilters } from './components/library-filters';
import { QuestionDialog } from './components/question-dialog';
import { QuestionList, QuestionListSkeleton } from './components/question-list';
import {
  hasFilters,
  libraryQueryOf,
  libraryViewToParams,
  parseLibraryView,
  type LibraryView,
} from './library-params';

// Interview Questions: the organization's own questions (owners and recruiters add, edit and
// delete them; reviewers read) and the shipped question bank to copy from. The tab, search,
// filters, sort and page are in the address.
export function QuestionLibraryScreen() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const view = parseLibraryView(params);
  const canEdit = useCanEditOrganization();
  const editable = canEdit === true;
  const page = useQuery(libraryPageQueryOptions(libraryQueryOf(view)));
  const remove = useDeleteQuestion();
  const copy = useCopyQuestion();
  // The dialog: closed, a new question, or the question being edited.
  const [editing, setEditing] = useState<LibraryQuestion | 'new' | null>(null);
  // A done action's note; a copy offers to show the organization's questions.
  const [notice, setNotice] = useState<{ text: string; showYours?: boolean } | null>(null);

  const onChange = useCallback(
    (next: LibraryView) => setParams(libraryViewToParams(next), { replace: next.page === 1 }),
    [setParams],
  );
  const showTab = (tab: LibrarySource) => onChange({ tab, sort: view.sort, page: 1 });
  const resetActions = () => {
    remove.reset();
    copy.reset();
  };

  const onDelete = async (question: LibraryQuestion) => {
    const answer = await confirm({
      title: t('questionLibrary.delete.title'),
      message: t('questionLibrary.delete.message', { prompt: question.prompt }),
      actions: { confirm: { label: t('questionLibrary.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    resetActions();
    remove.mutate(question.id, {
      onSuccess: () => setNotice({ text: t('questionLibrary.delete.done') }),
    });
  };
  const onCopy = (question: LibraryQuestion) => {
    resetActions();
    copy.mutate(question.id, {
      onSuccess: () => setNotice({ text: t('questionLibrary.copied'), showYours: true }),
    });
  };
  const actionError = remove.error ?? copy.error;

  return (
    <>
      <ScreenTitle>{t('screens.interviewQuestions')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
            {canEdit === false ? t('questionLibrary.readOnly') : t('questionLibrary.intro')}
          </Typography>
          {editable && (
            <Button
              variant="contained"
              startIcon={<Add aria-hidden />}
              onClick={() => setEditing('new')}
              sx={{ flexShrink: 0 }}
            >
              {t('questionLibrary.add')}
            </Button>
          )}
        </Box>
        <Tabs
          value={view.tab}
          onChange={(_, tab: LibrarySource) => showTab(tab)}
          aria-label={t('questionLibrary.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="organization" label={t('questionLibrary.tabs.organization')} />
          <Tab value="bank" label={t('questionLibrary.tabs.bank')} />
        </Tabs>
        {view.tab === 'bank' && (
          <Alert severity="info" variant="outlined">
            {canEdit === false
              ? t('questionLibrary.bankIntroReadOnly')
              : t('questionLibrary.bankIntro')}
          </Alert>
        )}
        <LibraryFilters view={view} onChange={onChange} />
        {actionError && (
          <ErrorState
            title={
              remove.error ? t('questionLibrary.delete.failed') : t('questionLibrary.copyFailed')
            }
            error={actionError}
          />
        )}
        {page.isPending || canEdit === undefined ? (
          <QuestionListSkeleton />
        ) : page.isError ? (
          <QueryErrorState title={t('questionLibrary.loadFailed')} query={page} />
        ) : page.data.items.length === 0 ? (
          <EmptyLibrary
            view={view}
            editable={editable}
            total={page.data.total}
            onClear={() => onChange({ tab: view.tab, sort: view.sort, page: 1 })}
            onAdd={() => setEditing('new')}
            onBank={() => showTab('bank')}
            onFirstPage={() => onChange({ ...view, page: 1 })}
          />
        ) : (
          <QuestionList
            page={page.data}
            view={view}
            editable={editable}
            stale={page.isPlaceholderData}
            busyId={remove.isPending ? remove.variables : copy.isPending ? copy.variables : null}
            onPage={(next) => onChange({ ...view, page: next })}
            onEdit={(question) => setEditing(question)}
            onDelete={(question) => void onDelete(question)}
            onCopy={onCopy}
          />
        )}
      </Box>
      {editing && (
        <QuestionDialog
          question={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setNotice({
                text: editing === 'new' ? t('questionLibrary.added') : t('questionLibrary.saved'),
              });
            }
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setNotice(null)}
          action={
            notice?.showYours && view.tab === 'bank' ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setNotice(null);
                  showTab('organization');
                }}
              >
                {t('questionLibrary.showYours')}
              </Button>
            ) : undefined
          }
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}

type EmptyProps = {
  view: LibraryView;
  editable: boolean;
  total: number;
  onClear: () => void;
  onAdd: () => void;
  onBank: () => void;
  onFirstPage: () => void;
};

// Nothing to show: past the last page, nothing matches the filters, or (the organization's tab)
// no questions yet, with what to do next.
function EmptyLibrary({ view, editable, total, onClear, onAdd, onBank, onFirstPage }: EmptyProps) {
  const { t } = useTranslation();
  const filtered = hasFilters(view);
  const [title, body] =
    total > 0
      ? [t('questionLibrary.empty.pastEndTitle'), t('questionLibrary.empty.pastEndBody')]
      : filtered
        ? [t('questionLibrary.empty.noMatchTitle'), t('questionLibrary.empty.noMatchBody')]
        : view.tab === 'bank'
          ? [t('questionLibrary.empty.bankTitle'), t('questionLibrary.empty.bankBody')]
          : [
              t('questionLibrary.empty.noneTitle'),
              editable
                ? t('questionLibrary.empty.noneBody')
                : t('questionLibrary.empty.noneReadOnly'),
            ];
  const Icon = filtered || total > 0 ? SearchOff : LibraryBooksOutlined;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6 }}>
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {body}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        {total > 0 ? (
          <Button variant="outlined" onClick={onFirstPage}>
            {t('questionLibrary.empty.firstPage')}
          </Button>
        ) : filtered ? (
          <Button variant="outlined" onClick={onClear}>
            {t('questionLibrary.filters.clear')}
          </Button>
        ) : view.tab === 'organization' ? (
          <>
            {editable && (
              <Button variant="contained" startIcon={<Add aria-hidden />} onClick={onAdd}>
                {t('questionLibrary.add')}
              </Button>
            )}
            <Button variant="outlined" onClick={onBank}>
              {t('questionLibrary.empty.browseBank')}
            </Button>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
