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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WALKTHROUGH_TOOLS, type CreateWalkthrough } from '@rehearse/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddWalkthrough } from '../api/support.queries';
import { uploadVideo } from '../api/upload-video';
import { useErrorText } from '../../../lib/error-text';
import {
  addVideoErrors,
  VIDEO_TYPES,
  type AddVideoField,
  type AddVideoValues,
} from './add-video-errors';

// The server's default recording limit (RECORDING_MAX_MB); it answers 413 past its own.
const VIDEO_MAX_MB = 100;

// An admin adds a walkthrough: a link or an uploaded video (with progress), and WebVTT captions.
export function AddVideoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useErrorText();
  const add = useAddWalkthrough();
  const [values, setValues] = useState<AddVideoValues>({
    tool: '',
    title: '',
    description: '',
    source: 'link',
    url: '',
    file: null,
    captions: null,
  });
  const [file, setFile] = useState<File | null>(null);
  const [captionsName, setCaptionsName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const errors = submitted ? addVideoErrors(values, VIDEO_MAX_MB * 1024 * 1024) : {};
  const message = (field: AddVideoField) =>
    errors[field]
      ? t(`support.demo.add.errors.${errors[field]}`, { max: VIDEO_MAX_MB })
      : undefined;

  const save = useMutation({
    mutationFn: async () => {
      const common = {
        tool: values.tool as CreateWalkthrough['tool'],
        title: values.title.trim(),
        description: values.description.trim(),
        ...(values.captions ? { captions: values.captions } : {}),
      };
      if (values.source === 'link') return add.mutateAsync({ ...common, url: values.url.trim() });
      abort.current = new AbortController();
      setProgress(0);
      const recording = await uploadVideo(file!, setProgress, abort.current.signal);
      return add.mutateAsync({ ...common, recordingId: recording.id });
    },
    onSuccess: onClose,
    onSettled: () => setProgress(null),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(addVideoErrors(values, VIDEO_MAX_MB * 1024 * 1024)).length) return;
    save.mutate();
  };
  const cancel = () => {
    abort.current?.abort();
    onClose();
  };
  const readCaptions = async (chosen: File | undefined) => {
    if (!chosen) return;
    setCaptionsName(chosen.name);
    setValues((v) => ({ ...v, captions: '' }));
    const text = await chosen.text();
    setValues((v) => ({ ...v, captions: text }));
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : cancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{t('support.demo.add.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          select
          label={t('support.demo.add.tool')}
          required
          value={values.tool}
          onChange={(e) => setValues((v) => ({ ...v, tool: e.target.value }))}
          error={Boolean(errors.tool)}
          helperText={message('tool')}
        >
          {WALKTHROUGH_TOOLS.map((tool) => (
            <MenuItem key={tool} value={tool}>
              {t(`support.tools.${tool}.title`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('support.demo.add.videoTitle')}
          required
          value={values.title}
          onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
          error={Boolean(errors.title)}
          helperText={message('title')}
        />
        <TextField
          label={t('support.demo.add.description')}
          multiline
          minRows={2}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          error={Boolean(errors.description)}
          helperText={message('description')}
        />
        <RadioGroup
          row
          aria-label={t('support.demo.add.source')}
          value={values.source}
          onChange={(e) =>
            setValues((v) => ({ ...v, source: e.target.value as 'link' | 'upload' }))
          }
        >
          <FormControlLabel value="link" control={<Radio />} label={t('support.demo.add.link')} />
          <FormControlLabel
            value="upload"
            control={<Radio />}
            label={t('support.demo.add.upload')}
          />
        </RadioGroup>
        {values.source === 'link' ? (
          <TextField
            label={t('support.demo.add.url')}
            required
            type="url"
            value={values.url}
            onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
            error={Boolean(errors.url)}
            helperText={message('url') ?? t('support.demo.add.urlHelp')}
          />
        ) : (
          <Box>
            <Button variant="outlined" component="label">
              {t('support.demo.add.chooseVideo')}
              <input
                type="file"
                hidden
                accept={VIDEO_TYPES.join(',')}
                onChange={(e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  setFile(chosen);
                  setValues((v) => ({
                    ...v,
                    file: chosen ? { type: chosen.type, size: chosen.size } : null,
                  }));
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {file ? file.name : t('support.demo.add.noVideo', { max: VIDEO_MAX_MB })}
            </Typography>
            {errors.file && <FormHelperText error>{message('file')}</FormHelperText>}
          </Box>
        )}
        <Box>
          <Button variant="outlined" component="label">
            {t('support.demo.add.chooseCaptions')}
            <input
              type="file"
              hidden
              accept=".vtt,text/vtt"
              onChange={(e) => void readCaptions(e.target.files?.[0])}
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {captionsName || t('support.demo.add.noCaptions')}
          </Typography>
          {errors.captions && <FormHelperText error>{message('captions')}</FormHelperText>}
        </Box>
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
        {save.isError && (
          <Alert severity="error" variant="outlined">
            {errorText(save.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={cancel}>{t('support.demo.add.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('support.demo.add.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
