import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Posting, PostingOptions } from '@rehearse/contracts/postings';
import { useUnsavedChangesGuard } from '../../components/confirmation/use-unsaved-changes-guard';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { useErrorText } from '../../lib/error-text';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { applyServerError } from '../../lib/forms/server-error';
import {
  postingOptionsQueryOptions,
  postingQueryOptions,
  rubricQueryOptions,
  useCreatePosting,
  useReplacePlan,
  useUpdatePosting,
} from './api/postings.queries';
import { RichTextEditor } from '../../components/rich-text-editor/rich-text-editor';
import { DetailsFields } from '../../components/postings/details-fields';
import { EditorSection } from '../../components/postings/editor-section';
import { PlanFields, type CriteriaState } from './components/plan-fields';
import { PostingStateChip } from '../../components/postings/posting-state-chip';
import { ReviewFields } from '../../components/postings/review-fields';
import { HiringTeamFields, RubricField } from './components/team-fields';
import { canEdit } from './components/use-posting-actions';
import {
  EMPTY_POSTING,
  planOf,
  postingFormSchema,
  toFormValues,
  toInputs,
  type PostingFormOutput,
  type PostingFormValues,
} from '../../components/postings/posting-form';

// The posting editor, for a new posting (no id) or an existing one. Reviewers, and anyone on an
// archived posting, get a clear note and a way to the posting instead of a form.
export function PostingEditorScreen({ postingId }: { postingId?: string }) {
  const { t } = useTranslation();
  const options = useQuery(postingOptionsQueryOptions());
  const posting = useQuery({
    ...postingQueryOptions(postingId ?? ''),
    enabled: postingId !== undefined,
  });
  const title = t(postingId ? 'screens.editPosting' : 'screens.adminCreatePosting');
  const failed = options.isError ? options : posting.isError ? posting : null;

  let body;
  if (failed) {
    body = <QueryErrorState title={t('postings.editor.loadFailed')} query={failed} />;
  } else if (!options.data || (postingId && !posting.data)) {
    body = <EditorSkeleton />;
  } else if (!canEdit(options.data.role)) {
    body = <ReadOnlyNotice postingId={postingId} />;
  } else if (posting.data?.state === 'archived') {
    body = <ArchivedNotice postingId={posting.data.id} />;
  } else {
    body = (
      <PostingForm
        // A different posting (or the new one) starts a fresh form.
        key={postingId ?? 'new'}
        posting={posting.data ?? null}
        options={options.data}
      />
    );
  }
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <ScreenTitle>{title}</ScreenTitle>
        {posting.data && <PostingStateChip state={posting.data.state} />}
      </Box>
      {body}
    </>
  );
}

function ReadOnlyNotice({ postingId }: { postingId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" sx={{ maxWidth: 720 }}>
      <AlertTitle>{t('postings.editor.readOnlyTitle')}</AlertTitle>
      <Typography sx={{ mb: 2 }}>
        {postingId ? t('postings.editor.readOnlyBody') : t('postings.editor.readOnlyNewBody')}
      </Typography>
      <Button
        variant="outlined"
        href={
          postingId
            ? paths.recruiter.viewPosting.getHref(postingId)
            : paths.recruiter.postings.getHref()
        }
      >
        {postingId ? t('postings.editor.viewPosting') : t('postings.editor.backToList')}
      </Button>
    </Alert>
  );
}

function ArchivedNotice({ postingId }: { postingId: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" sx={{ maxWidth: 720 }}>
      <AlertTitle>{t('postings.editor.archivedTitle')}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{t('postings.editor.archivedBody')}</Typography>
      <Button variant="outlined" href={paths.recruiter.viewPosting.getHref(postingId)}>
        {t('postings.editor.viewPosting')}
      </Button>
    </Alert>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('postings.editor.loading')}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={360} />
    </Box>
  );
}

function PostingForm({ posting, options }: { posting: Posting | null; options: PostingOptions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreatePosting();
  const update = useUpdatePosting();
  const replacePlan = useReplacePlan();
  // A new posting whose plan failed to save is already a draft: the next save edits it.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const form = useForm<PostingFormValues, unknown, PostingFormOutput>({
    resolver: contractResolver<typeof postingFormSchema, PostingFormValues>(postingFormSchema),
    defaultValues: posting ? toFormValues(posting) : EMPTY_POSTING,
  });
  const { control, handleSubmit, formState, setValue, getValues } = form;
  const allowLeaving = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful, {
    title: t('postings.editor.leaveTitle'),
    message: t('postings.editor.leaveMessage'),
    leave: t('postings.editor.leave'),
    stay: t('postings.editor.stay'),
  });
  const planLocked = posting?.state === 'open';
  const rubricId = useWatch({ control, name: 'rubric_id' });
  const currency = useWatch({ control, name: 'salary_currency' });
  const criteria = useCriteria(rubricId, posting);

  const onSubmit = handleSubmit(async (values) => {
    const { fields, plan } = toInputs(values);
    const savedPlan = posting ? planOf(posting.questions) : null;
    let id = posting?.id ?? createdId;
    try {
      if (id) {
        await update.mutateAsync({ id, input: fields });
      } else {
        const created = await create.mutateAsync(fields);
        id = created.id;
        setCreatedId(id);
      }
      if (!planLocked && JSON.stringify(plan) !== JSON.stringify(savedPlan ?? { questions: [] })) {
        await replacePlan.mutateAsync({ id, plan });
      }
      allowLeaving();
      await navigate(paths.recruiter.viewPosting.getHref(id));
    } catch (error) {
      applyServerError(form, error);
      // Keeps the guard on: what was typed is still unsaved.
      throw error;
    }
  });

  const cancelHref = posting
    ? paths.recruiter.viewPosting.getHref(posting.id)
    : paths.recruiter.postings.getHref();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      sx={{ display: 'grid', gap: 3 }}
    >
      {formState.errors.root?.form && (
        <Alert severity="error" role="alert">
          {errorText(formState.errors.root.form)}
        </Alert>
      )}
      {createdId && <Alert severity="warning">{t('postings.editor.createdPartly')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <EditorSection title={t('postings.sections.details')}>
            <DetailsFields control={control} options={options} currency={currency} />
          </EditorSection>
          <EditorSection title={t('postings.sections.description')}>
            <Controller
              control={control}
              name="description_html"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={t('postings.fields.description')}
                  helperText={t('postings.editor.descriptionHelp')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error && errorText(fieldState.error)}
                />
              )}
            />
          </EditorSection>
          <EditorSection
            title={t('postings.sections.plan')}
            description={t('postings.plan.description')}
          >
            <PlanFields
              control={control}
              setValue={setValue}
              getValues={getValues}
              criteria={criteria}
              lockedReason={planLocked ? t('postings.plan.locked') : undefined}
            />
          </EditorSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <EditorSection title={t('postings.sections.rubric')}>
            <RubricField
              control={control}
              current={posting?.rubric ?? null}
              disabled={planLocked}
              lockedHelp={planLocked ? t('postings.rubric.locked') : undefined}
              onChanged={() =>
                getValues('questions').forEach((_, index) =>
                  setValue(`questions.${index}.criterion_ids`, [], { shouldDirty: true }),
                )
              }
            />
          </EditorSection>
          <EditorSection
            title={t('postings.sections.team')}
            description={t('postings.team.description')}
          >
            <HiringTeamFields control={control} options={options} />
          </EditorSection>
          <EditorSection
            title={t('postings.sections.review')}
            description={t('postings.review.description')}
          >
            <ReviewFields control={control} />
          </EditorSection>
        </Box>
      </Box>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          flexWrap: 'wrap',
          py: 1.5,
          px: { xs: 2, sm: 3 },
          mx: { xs: -2, sm: 0 },
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: 3,
          borderRadius: { sm: 1 },
        }}
      >
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {posting ? t('postings.editor.save') : t('postings.editor.create')}
        </Button>
        <Button href={cancelHref} color="inherit">
          {t('postings.cancel')}
        </Button>
        {formState.isDirty && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('postings.editor.unsaved')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

// The chosen rubric's criteria for the plan's chips: the saved posting's own when it is the
// same rubric, else read from the rubric.
function useCriteria(rubricId: string, posting: Posting | null): CriteriaState {
  const same = posting?.rubric && posting.rubric.id === rubricId;
  const rubric = useQuery({
    ...rubricQueryOptions(rubricId),
    enabled: Boolean(rubricId) && !same,
  });
  if (!rubricId) return null;
  if (same) return posting.rubric!.criteria;
  if (rubric.isError) return 'failed';
  return rubric.data?.criteria.map(({ id, name }) => ({ id, name })) ?? 'loading';
}
