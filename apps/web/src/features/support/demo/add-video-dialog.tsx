import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { WALKTHROUGH_TOOLS, type CreateWalkthrough } from '@rehearse/contracts/support';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useAddWalkthrough } from '../api/support.queries';
import { uploadVideo } from '../api/upload-video';
import {
  addVideoFormSchema,
  VIDEO_MAX_MB,
  VIDEO_TYPES,
  type AddVideoValues,
} from './add-video-form-schema';

const EMPTY: AddVideoValues = {
  tool: '',
  title: '',
  description: '',
  source: 'link',
  url: '',
  file: null,
  captions: null,
};

// An admin adds a walkthrough: a link or an uploaded video (with progress), and WebVTT captions.
export function AddVideoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useErrorText();
  const add = useAddWalkthrough();
  const form = useForm({
    resolver: contractResolver<typeof addVideoFormSchema, AddVideoValues>(addVideoFormSchema),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, formState } = form;
  const [source, file] = useWatch({ control, name: ['source', 'file'] });
  const [captionsName, setCaptionsName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  // Cancelling the dialog stops an upload under way; the dialog is gone after it.
  const [cancelled] = useState(() => new AbortController());
  const pending = formState.isSubmitting;

  const submit = handleSubmit(async (video) => {
    const common = {
      tool: video.tool,
      title: video.title,
      description: video.description,
      ...(video.captions ? { captions: video.captions } : {}),
    } satisfies CreateWalkthrough;
    try {
      if (video.source === 'link') {
        await add.mutateAsync({ ...common, url: video.url });
      } else {
        setProgress(0);
        const recording = await uploadVideo(video.file, setProgress, cancelled.signal);
        await add.mutateAsync({ ...common, recordingId: recording.id });
      }
      onClose();
    } catch (error) {
      // The API calls the uploaded video recordingId; the dialog shows it as the file.
      applyServerError(form, error, { fields: { recordingId: 'file' } });
    } finally {
      setProgress(null);
    }
  });
  const cancel = () => {
    cancelled.abort();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : cancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (event: FormEvent) => void submit(event),
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{t('support.demo.add.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <ControlledTextField
          control={control}
          name="tool"
          select
          label={t('support.demo.add.tool')}
          required
        >
          {WALKTHROUGH_TOOLS.map((tool) => (
            <MenuItem key={tool} value={tool}>
              {t(`support.tools.${tool}.title`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          control={control}
          name="title"
          label={t('support.demo.add.videoTitle')}
          required
        />
        <ControlledTextField
          control={control}
          name="description"
          label={t('support.demo.add.description')}
          multiline
          minRows={2}
        />
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <RadioGroup
              row
              aria-label={t('support.demo.add.source')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel
                value="link"
                control={<Radio />}
                label={t('support.demo.add.link')}
              />
              <FormControlLabel
                value="upload"
                control={<Radio />}
                label={t('support.demo.add.upload')}
              />
            </RadioGroup>
          )}
        />
        {source === 'link' ? (
          <ControlledTextField
            control={control}
            name="url"
            label={t('support.demo.add.url')}
            required
            type="url"
            helperText={t('support.demo.add.urlHelp')}
          />
        ) : (
          <Controller
            control={control}
            name="file"
            render={({ field, fieldState }) => (
              <FilePicker
                label={t('support.demo.add.chooseVideo')}
                accept={VIDEO_TYPES.join(',')}
                chosen={file ? file.name : t('support.demo.add.noVideo', { max: VIDEO_MAX_MB })}
                error={fieldState.error && errorText(fieldState.error)}
                inputRef={field.ref}
                onFile={(chosen) => field.onChange(chosen ?? null)}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="captions"
          render={({ field, fieldState }) => (
            <FilePicker
              label={t('support.demo.add.chooseCaptions')}
              accept=".vtt,text/vtt"
              chosen={captionsName || t('support.demo.add.noCaptions')}
              error={fieldState.error && errorText(fieldState.error)}
              inputRef={field.ref}
              onFile={(chosen) => {
                if (!chosen) return;
                setCaptionsName(chosen.name);
                void chosen.text().then(field.onChange);
              }}
            />
          )}
        />
        {progress !== null && (
          <Box aria-live="polite">
            <Typography variant="body2" gutterBottom>
              {t('support.demo.add.uploading', { percent: Math.round(progress * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              aria-label={t('support.demo.add.uploadProgress')}
            />
          </Box>
        )}
        {formState.errors.root?.form && (
          <Alert severity="error" variant="outlined">
            {errorText(formState.errors.root.form)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={cancel}>{t('support.demo.add.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('support.demo.add.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// A button that opens the file chooser, the chosen file's name (or what to choose) below it, and
// the field's error.
function FilePicker({
  label,
  accept,
  chosen,
  error,
  inputRef,
  onFile,
}: {
  label: string;
  accept: string;
  chosen: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <Box>
      <Button variant="outlined" component="label">
        {label}
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </Button>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {chosen}
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
