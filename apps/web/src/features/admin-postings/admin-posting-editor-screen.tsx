import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CURRENCIES, type Posting, type PostingOptions } from '@rehearse/contracts/postings';
import { ROLES, SKILLS } from '@rehearse/contracts/question-bank';
import { useUnsavedChangesGuard } from '../../components/confirmation/use-unsaved-changes-guard';
import { QueryErrorState } from '../../components/error-state';
import { RichTextEditor } from '../../components/rich-text-editor/rich-text-editor';
import { DetailsFields } from '../../components/postings/details-fields';
import { EditorSection } from '../../components/postings/editor-section';
import {
  EMPTY_POSTING,
  postingFormSchema,
  toFormValues,
  toInputs,
  type PostingFormOutput,
  type PostingFormValues,
} from '../../components/postings/posting-form';
import { PostingStateChip } from '../../components/postings/posting-state-chip';
import { ReviewFields } from '../../components/postings/review-fields';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { useErrorText } from '../../lib/error-text';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { applyServerError } from '../../lib/forms/server-error';
import {
  adminPostingQueryOptions,
  useCreateAdminPosting,
  useUpdateAdminPosting,
} from './api/admin-postings.queries';
import { OrganizationPicker } from './components/organization-picker';

// Creating a posting on an organization's behalf (the organization first) or editing one, with
// the recruiters' own form pieces and rules (docs/decisions/057-admin-workspace.md). The
// interview plan, rubric and hiring team are the organization's recruiters' to set: the admin
// editor leaves them as they are and says so.

// The bank's lists the details offer; an admin has no team to choose from here.
const OPTIONS: PostingOptions = {
  members: [],
  roles: [...ROLES],
  skills: [...SKILLS],
  currencies: [...CURRENCIES],
  role: 'owner',
};

export function AdminPostingEditorScreen({ postingId }: { postingId?: string }) {
  const { t } = useTranslation();
  const posting = useQuery({
    ...adminPostingQueryOptions(postingId ?? ''),
    enabled: postingId !== undefined,
  });
  const title = t(postingId ? 'screens.editPosting' : 'screens.adminCreatePosting');

  let body;
  if (posting.isError) {
    body = <QueryErrorState title={t('adminPostings.editor.loadFailed')} query={posting} />;
  } else if (postingId && !posting.data) {
    body = (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('adminPostings.editor.loading')}
        sx={{ display: 'grid', gap: 3 }}
      >
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  } else if (posting.data?.state === 'archived') {
    body = (
      <Alert severity="info" variant="outlined" sx={{ maxWidth: 720 }}>
        <Typography sx={{ mb: 2 }}>{t('adminPostings.view.archivedNote')}</Typography>
        <Button variant="outlined" href={paths.admin.viewPosting.getHref(posting.data.id)}>
          {t('postings.editor.viewPosting')}
        </Button>
      </Alert>
    );
  } else {
    body = <PostingForm key={postingId ?? 'new'} posting={posting.data ?? null} />;
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

function PostingForm({ posting }: { posting: Posting | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateAdminPosting();
  const update = useUpdateAdminPosting();
  const [organization, setOrganization] = useState<string | undefined>(
    posting ? undefined : params.get('organization') || undefined,
  );
  const [organizationError, setOrganizationError] = useState<string | undefined>();
  const form = useForm<PostingFormValues, unknown, PostingFormOutput>({
    resolver: contractResolver<typeof postingFormSchema, PostingFormValues>(postingFormSchema),
    defaultValues: posting ? toFormValues(posting) : EMPTY_POSTING,
  });
  const { control, handleSubmit, formState } = form;
  const allowLeaving = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful, {
    title: t('postings.editor.leaveTitle'),
    message: t('postings.editor.leaveMessage'),
    leave: t('postings.editor.leave'),
    stay: t('postings.editor.stay'),
  });
  const currency = useWatch({ control, name: 'salary_currency' });

  const onSubmit = handleSubmit(async (values) => {
    // The plan, rubric and team stay the recruiters': not sent.
    const {
      fields: { hiring_team: _team, rubric_id: _rubric, ...fields },
    } = toInputs(values);
    try {
      let id = posting?.id;
      if (id) {
        await update.mutateAsync({ id, input: fields });
      } else {
        if (!organization) {
          setOrganizationError(t('adminPostings.editor.organizationRequired'));
          throw new Error('organization');
        }
        id = (await create.mutateAsync({ ...fields, organization_id: organization })).id;
      }
      allowLeaving();
      await navigate(paths.admin.viewPosting.getHref(id));
    } catch (error) {
      if (!(error instanceof Error && error.message === 'organization')) {
        applyServerError(form, error);
      }
      throw error;
    }
  });

  const cancelHref = posting
    ? paths.admin.viewPosting.getHref(posting.id)
    : paths.admin.postings.getHref();

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
      {!posting && (
        <EditorSection
          title={t('adminPostings.editor.organization')}
          description={t('adminPostings.editor.organizationHelp')}
        >
          <OrganizationPicker
            label={t('adminPostings.filters.organization')}
            value={organization}
            required
            error={organizationError}
            onChange={(choice) => {
              setOrganization(choice?.id);
              setOrganizationError(undefined);
            }}
          />
        </EditorSection>
      )}
      {!posting && !organization ? (
        <Alert severity="info">{t('adminPostings.editor.pickFirst')}</Alert>
      ) : (
        <>
          <Alert severity="info" variant="outlined">
            {t('adminPostings.editor.recruitersPart')}
          </Alert>
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
                <DetailsFields control={control} options={OPTIONS} currency={currency} />
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
            </Box>
            <EditorSection
              title={t('postings.sections.review')}
              description={t('postings.review.description')}
            >
              <ReviewFields control={control} />
            </EditorSection>
          </Box>
        </>
      )}
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
        {(posting || organization) && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {posting ? t('postings.editor.save') : t('postings.editor.create')}
          </Button>
        )}
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
