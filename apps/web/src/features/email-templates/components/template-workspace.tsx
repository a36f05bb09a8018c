import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  emailTemplateInputSchema,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type EmailTemplate,
  type EmailTemplateInput,
} from '@rehearse/contracts/email-templates';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useUnsavedChangesGuard } from '../../../components/confirmation/use-unsaved-changes-guard';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTimeZone } from '../../../lib/time-zone';
import {
  previewQueryOptions,
  useResetTemplate,
  useSaveTemplate,
} from '../api/email-templates.queries';
import { EmailPreview } from './email-preview';
import { VariableMenu } from './variable-menu';

type Field = 'subject' | 'body';
type Values = EmailTemplateInput;

const PREVIEW_DELAY_MS = 400;
const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const valuesOf = (template: EmailTemplate): Values => ({
  subject: template.subject,
  body: template.body,
});

// The field a refused preview names (a service's refusal names it; a schema's names it in its
// first issue), with the error to show there.
function previewProblem(error: unknown): { field: Field; error: unknown } | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const field = error.field ?? error.issues?.[0]?.field;
  if (field !== 'subject' && field !== 'body') return undefined;
  const issue = error.issues?.find((candidate) => candidate.field === field);
  return { field, error: issue ?? error };
}

type TemplateFieldProps = {
  control: Control<Values>;
  name: Field;
  label: string;
  helperText?: string;
  // The live preview's complaint about this field, shown when the form has none of its own.
  previewError?: unknown;
  editable: boolean;
  maxLength: number;
  multiline?: boolean;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onFocus: () => void;
};

function TemplateField({
  control,
  name,
  label,
  helperText,
  previewError,
  editable,
  maxLength,
  multiline,
  inputRef,
  onFocus,
}: TemplateFieldProps) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  const problem = fieldState.error ?? previewError;
  const message = problem ? errorText(problem) : undefined;
  return (
    <TextField
      name={field.name}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={onFocus}
      inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
        field.ref(element);
        inputRef(element);
      }}
      required={editable}
      multiline={multiline}
      minRows={multiline ? 14 : undefined}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{
        htmlInput: { maxLength: maxLength + 1, readOnly: !editable, spellCheck: true },
        input: multiline
          ? { sx: { fontFamily: monospace, fontSize: '0.875rem', lineHeight: 1.6 } }
          : undefined,
      }}
      fullWidth
    />
  );
}

// One email's editor and its live preview. The form is the template's subject and body; the
// preview is asked for once the writer pauses, and the server's complaint about a field (an
// unknown variable, named) shows at that field. Reviewers read only.
export function TemplateWorkspace({
  template,
  editable,
}: {
  template: EmailTemplate;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const confirm = useConfirm();
  const title = t(`emailTemplates.kinds.${template.kind}.title`);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const [notice, setNotice] = useState<'saved' | 'reset' | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: contractResolver(emailTemplateInputSchema),
    defaultValues: valuesOf(template),
  });
  const { control, handleSubmit, formState } = form;
  const dirty = formState.isDirty;

  useUnsavedChangesGuard(dirty, {
    title: t('emailTemplates.unsaved.title'),
    message: t('emailTemplates.unsaved.message'),
    leave: t('emailTemplates.unsaved.leave'),
    stay: t('emailTemplates.unsaved.stay'),
  });

  // The live preview of what is in the fields, once typing pauses.
  const subject = useWatch({ control, name: 'subject' });
  const body = useWatch({ control, name: 'body' });
  const draft = {
    subject: useDebouncedValue(subject, PREVIEW_DELAY_MS),
    body: useDebouncedValue(body, PREVIEW_DELAY_MS),
  };
  const preview = useQuery(previewQueryOptions(template.kind, draft));
  const problem = preview.isError ? previewProblem(preview.error) : undefined;

  // "Insert variable" writes at the cursor of the field last used (the message by default).
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement>>>({});
  const lastField = useRef<Field>('body');
  const insertVariable = (name: string) => {
    const field = lastField.current;
    const element = fields.current[field];
    const value = form.getValues(field);
    const token = `{{${name}}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    form.setValue(field, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
    });
    setNotice(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    reset.reset();
    save.mutate(
      { kind: template.kind, input: values },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          setNotice('saved');
        },
        onError: (error) => applyServerError(form, error),
      },
    );
  });

  const resetToDefault = async () => {
    const answer = await confirm({
      title: t('emailTemplates.editor.resetTitle'),
      message: t('emailTemplates.editor.resetMessage', { title }),
      actions: { confirm: { label: t('emailTemplates.editor.resetConfirm') } },
    });
    if (answer !== 'confirmed') return;
    setNotice(null);
    save.reset();
    reset.mutate(template.kind, {
      onSuccess: (fresh) => {
        form.reset(valuesOf(fresh));
        setNotice('reset');
      },
    });
  };

  const helpParts = [t('emailTemplates.editor.bodyHelp')];
  if (template.required_variable) {
    helpParts.push(
      t('emailTemplates.editor.requiredVariable', {
        variable: `{{${template.required_variable}}}`,
      }),
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
        minWidth: 0,
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label={t('emailTemplates.editor.label')}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}
      >
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {title}
            </Typography>
            {template.customized ? (
              <Chip size="small" color="primary" label={t('emailTemplates.customized')} />
            ) : (
              <Chip size="small" variant="outlined" label={t('emailTemplates.default')} />
            )}
            {dirty && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('emailTemplates.editor.unsaved')}
              />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t(`emailTemplates.kinds.${template.kind}.description`)}
            {template.updated_at &&
              ` ${t('emailTemplates.editor.edited', {
                date: formatDisplayDate(template.updated_at, i18n.language, timeZone),
              })}`}
          </Typography>
        </Box>
        {!editable && <Alert severity="info">{t('emailTemplates.editor.readOnly')}</Alert>}
        {formState.errors.root?.form && (
          <ErrorState
            title={t('emailTemplates.editor.saveFailed')}
            error={formState.errors.root.form}
          />
        )}
        {reset.isError && (
          <ErrorState title={t('emailTemplates.editor.resetFailed')} error={reset.error} />
        )}
        <TemplateField
          control={control}
          name="subject"
          label={t('emailTemplates.editor.subject')}
          previewError={problem?.field === 'subject' ? problem.error : undefined}
          editable={editable}
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          inputRef={(element) => {
            if (element) fields.current.subject = element;
          }}
          onFocus={() => {
            lastField.current = 'subject';
          }}
        />
        <TemplateField
          control={control}
          name="body"
          label={t('emailTemplates.editor.body')}
          helperText={helpParts.join(' ')}
          previewError={problem?.field === 'body' ? problem.error : undefined}
          editable={editable}
          maxLength={EMAIL_BODY_MAX_LENGTH}
          multiline
          inputRef={(element) => {
            if (element) fields.current.body = element;
          }}
          onFocus={() => {
            lastField.current = 'body';
          }}
        />
        {editable && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <VariableMenu variables={template.variables} onPick={insertVariable} />
            <Box sx={{ flexGrow: 1 }} />
            {template.customized && (
              <Button
                color="error"
                disabled={reset.isPending}
                onClick={() => void resetToDefault()}
              >
                {t('emailTemplates.editor.reset')}
              </Button>
            )}
            {dirty && (
              <Button
                onClick={() => {
                  setNotice(null);
                  form.reset(valuesOf(template));
                }}
              >
                {t('emailTemplates.editor.discard')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={save.isPending || !dirty}>
              {t('emailTemplates.editor.save')}
            </Button>
          </Box>
        )}
        <Typography role="status" color="success.main" sx={{ minHeight: '1.5em' }}>
          {notice === 'saved'
            ? t('emailTemplates.editor.saved')
            : notice === 'reset'
              ? t('emailTemplates.editor.resetDone')
              : ''}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="email-preview-title" sx={{ minWidth: 0 }}>
        <Typography id="email-preview-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('emailTemplates.preview.title')}
        </Typography>
        <EmailPreview
          email={preview.data}
          updating={preview.isFetching}
          invalid={Boolean(problem)}
          error={preview.isError && !problem ? preview.error : undefined}
        />
      </Box>
    </Box>
  );
}
