import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import type { Rubric, RubricSummary } from '@rehearse/contracts/rubrics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { useCanEditOrganization } from '../../lib/session/organization-role';
import {
  rubricListQueryOptions,
  rubricQueryOptions,
  useCreateRubric,
  useDeleteRubric,
  useDuplicateRubric,
  useReplaceRubric,
} from './api/rubrics.queries';
import { RubricEditor } from './components/rubric-editor';
import { RubricList, RubricListSkeleton } from './components/rubric-list';

// Rubric Management: the organization's rubrics; one of them (?rubric=<id>, or ?rubric=new) in
// the editor or, with &view=preview, as a reviewer will see it. Reviewers read only.
export function RubricsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('rubric');
  const mode = params.get('view') === 'preview' ? 'preview' : 'edit';
  const canEdit = useCanEditOrganization();
  const editable = canEdit === true;
  const [notice, setNotice] = useState<string | null>(null);
  const open = (id: string | null, view?: 'preview', replace = false) =>
    setParams(id ? { rubric: id, ...(view ? { view } : {}) } : {}, { replace });
  const hrefOf = (id: string) => `?${new URLSearchParams({ rubric: id }).toString()}`;

  return (
    <>
      <ScreenTitle>{t('screens.rubric')}</ScreenTitle>
      {selected && canEdit === undefined ? (
        <Box role="status" aria-busy="true" aria-label={t('rubrics.loadingOne')}>
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : selected ? (
        <RubricDetail
          key={selected}
          id={selected === 'new' ? null : selected}
          // Reviewers only preview.
          mode={editable ? mode : 'preview'}
          editable={editable}
          onMode={(next) => open(selected, next === 'preview' ? 'preview' : undefined, true)}
          onOpen={(id, replace) => open(id, undefined, replace)}
          onNotice={setNotice}
        />
      ) : (
        <RubricsOverview
          editable={editable}
          readOnly={canEdit === false}
          hrefOf={hrefOf}
          onOpen={(id) => open(id)}
          onNotice={setNotice}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}

// Deleting asks first; a rubric that postings use is refused by the server with how many.
function useRubricDeletion(onDone: () => void, onNotice: (text: string) => void) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useDeleteRubric();
  const start = async (rubric: Pick<RubricSummary, 'id' | 'name'>) => {
    const answer = await confirm({
      title: t('rubrics.deleteConfirm.title'),
      message: t('rubrics.deleteConfirm.message', { name: rubric.name }),
      actions: { confirm: { label: t('rubrics.delete') } },
    });
    if (answer !== 'confirmed') return;
    remove.mutate(rubric.id, {
      onSuccess: () => {
        onNotice(t('rubrics.deleted', { name: rubric.name }));
        onDone();
      },
    });
  };
  return { start, remove };
}

function RubricsOverview({
  editable,
  readOnly,
  hrefOf,
  onOpen,
  onNotice,
}: {
  editable: boolean;
  readOnly: boolean;
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery(rubricListQueryOptions());
  const duplicate = useDuplicateRubric();
  const deletion = useRubricDeletion(() => undefined, onNotice);
  const failed = deletion.remove.error ?? duplicate.error;
  const busyId = deletion.remove.isPending
    ? deletion.remove.variables
    : duplicate.isPending
      ? duplicate.variables
      : null;
  return (
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
          {readOnly ? t('rubrics.readOnly') : t('rubrics.intro')}
        </Typography>
        {editable && (list.data?.length ?? 0) > 0 && (
          <Button
            variant="contained"
            startIcon={<Add aria-hidden />}
            onClick={() => onOpen('new')}
            sx={{ flexShrink: 0 }}
          >
            {t('rubrics.new')}
          </Button>
        )}
      </Box>
      {failed && (
        <ErrorState
          title={deletion.remove.error ? t('rubrics.deleteFailed') : t('rubrics.duplicateFailed')}
          error={failed}
        />
      )}
      {list.isPending || (!editable && !readOnly) ? (
        <RubricListSkeleton />
      ) : list.isError ? (
        <QueryErrorState title={t('rubrics.loadFailed')} query={list} />
      ) : (
        <RubricList
          rubrics={list.data}
          editable={editable}
          busyId={busyId}
          hrefOf={hrefOf}
          onNew={() => onOpen('new')}
          onDuplicate={(rubric) => {
            deletion.remove.reset();
            duplicate.mutate(rubric.id, {
              onSuccess: (copy) => onNotice(t('rubrics.duplicated', { name: copy.name })),
            });
          }}
          onDelete={(rubric) => {
            duplicate.reset();
            void deletion.start(rubric);
          }}
        />
      )}
    </Box>
  );
}

function RubricDetail({
  id,
  mode,
  editable,
  onMode,
  onOpen,
  onNotice,
}: {
  id: string | null;
  mode: 'edit' | 'preview';
  editable: boolean;
  onMode: (mode: 'edit' | 'preview') => void;
  onOpen: (id: string | null, replace?: boolean) => void;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const rubric = useQuery({ ...rubricQueryOptions(id ?? ''), enabled: id !== null });
  const create = useCreateRubric();
  const replace = useReplaceRubric();
  const duplicate = useDuplicateRubric();
  const deletion = useRubricDeletion(() => onOpen(null, true), onNotice);
  const saving = create.isPending || replace.isPending;
  const failed = deletion.remove.error ?? duplicate.error;

  const back = (
    <Link
      component={RouterLink}
      to="?"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {t('rubrics.back')}
    </Link>
  );
  if (id !== null && rubric.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('rubrics.loadingOne')}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </Box>
    );
  }
  if (id !== null && rubric.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <QueryErrorState title={t('rubrics.loadOneFailed')} query={rubric} />
      </Box>
    );
  }
  const current: Rubric | null = id === null ? null : (rubric.data ?? null);
  if (id === null && !editable) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Alert severity="info">{t('rubrics.readOnly')}</Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {back}
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', overflowWrap: 'anywhere' }}>
            {current ? current.name : t('rubrics.newTitle')}
          </Typography>
          {current && (
            <Typography variant="body2" color="text.secondary">
              {current.posting_count > 0
                ? t('rubrics.list.usedBy', { count: current.posting_count })
                : t('rubrics.list.unused')}
            </Typography>
          )}
        </Box>
        {current && editable && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopy aria-hidden />}
              disabled={duplicate.isPending}
              onClick={() => {
                deletion.remove.reset();
                duplicate.mutate(current.id, {
                  onSuccess: (copy) => {
                    onNotice(t('rubrics.duplicated', { name: copy.name }));
                    onOpen(copy.id);
                  },
                });
              }}
            >
              {t('rubrics.duplicate')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined aria-hidden />}
              disabled={deletion.remove.isPending}
              onClick={() => {
                duplicate.reset();
                void deletion.start(current);
              }}
            >
              {t('rubrics.delete')}
            </Button>
          </Box>
        )}
      </Box>
      {failed && (
        <ErrorState
          title={deletion.remove.error ? t('rubrics.deleteFailed') : t('rubrics.duplicateFailed')}
          error={failed}
        />
      )}
      {editable ? (
        <Tabs
          value={mode}
          onChange={(_, next: 'edit' | 'preview') => onMode(next)}
          aria-label={t('rubrics.modes.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="edit" label={t('rubrics.modes.edit')} />
          <Tab value="preview" label={t('rubrics.modes.preview')} />
        </Tabs>
      ) : (
        <Alert severity="info" variant="outlined">
          {t('rubrics.previewReadOnly')}
        </Alert>
      )}
      <RubricEditor
        rubric={current}
        mode={mode}
        saving={saving}
        onSave={async (input) => {
          if (current) {
            const saved = await replace.mutateAsync({ id: current.id, input });
            onNotice(t('rubrics.saved'));
            return saved;
          }
          const created = await create.mutateAsync(input);
          onNotice(t('rubrics.created'));
          onOpen(created.id, true);
          return created;
        }}
      />
    </Box>
  );
}
