import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@rehearse/contracts/contacts';
import { UserAvatar } from '../../../components/user-avatar';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useUpdateContact, useUploadAvatar } from '../api/contacts.queries';
import {
  AVATAR_SOURCE_MAX_BYTES,
  avatarProblem,
  croppedAvatar,
  drawCrop,
  type AvatarProblem,
  type Crop,
} from './crop-image';

const PREVIEW = 200;

// The contact's picture: pick an image (PNG, JPEG, GIF or WebP, at most 10 MB), crop it square
// in the browser, and it is uploaded at once; or remove it.
export function AvatarField({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [picked, setPicked] = useState<HTMLImageElement | null>(null);
  const upload = useUploadAvatar();
  const update = useUpdateContact();

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = avatarProblem(file);
    setProblem(found);
    if (found) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setPicked(image);
    image.onerror = () => setProblem('type');
    image.src = url;
  };

  const save = (crop: Crop) => {
    if (!picked) return;
    const avatar = croppedAvatar(picked, crop);
    URL.revokeObjectURL(picked.src);
    setPicked(null);
    upload.mutate(
      { id: contact.id, avatar },
      {
        onError: (error) =>
          toast({
            severity: 'error',
            message: t('contacts.avatar.uploadFailed', { reason: errorText(error) }),
          }),
      },
    );
  };

  const removePicture = () =>
    update.mutate(
      { id: contact.id, contact: { avatar: null } },
      {
        onError: (error) =>
          toast({
            severity: 'error',
            message: t('contacts.toast.saveFailed', { reason: errorText(error) }),
          }),
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <UserAvatar user={contact} size={72} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? t('contacts.avatar.uploading') : t('contacts.avatar.choose')}
          </Button>
          {contact.avatar && (
            <Button color="inherit" onClick={removePicture} disabled={update.isPending}>
              {t('contacts.avatar.remove')}
            </Button>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('contacts.avatar.help', { megabytes: AVATAR_SOURCE_MAX_BYTES / 1024 / 1024 })}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          data-testid="avatar-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {problem && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => setProblem(null)}
          sx={{ flexBasis: '100%' }}
        >
          {problem === 'type'
            ? t('contacts.avatar.wrongType')
            : t('contacts.avatar.tooLarge', { megabytes: AVATAR_SOURCE_MAX_BYTES / 1024 / 1024 })}
        </Alert>
      )}
      {picked && (
        <CropDialog
          image={picked}
          onCancel={() => {
            URL.revokeObjectURL(picked.src);
            setPicked(null);
          }}
          onSave={save}
        />
      )}
    </Box>
  );
}

// Zoom and position the square with sliders (arrow keys work on each); the preview is the
// crop itself, drawn on a canvas.
function CropDialog({
  image,
  onCancel,
  onSave,
}: {
  image: HTMLImageElement;
  onCancel: () => void;
  onSave: (crop: Crop) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The dialog's content mounts after the dialog itself (a portal): the canvas is kept in state
  // so the preview is drawn once it exists.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0.5, y: 0.5 });
  const wide = image.naturalWidth > image.naturalHeight;
  const tall = image.naturalHeight > image.naturalWidth;

  useEffect(() => {
    if (canvas) drawCrop(canvas, image, crop, PREVIEW);
  }, [canvas, image, crop]);

  const slider = (key: keyof Crop, label: string, min: number, max: number, step: number) => (
    <Box>
      <Typography id={`${titleId}-${key}`} variant="body2" gutterBottom>
        {label}
      </Typography>
      <Slider
        value={crop[key]}
        min={min}
        max={max}
        step={step}
        onChange={(_event, value) => setCrop((current) => ({ ...current, [key]: value }))}
        slotProps={{ input: { 'aria-labelledby': `${titleId}-${key}` } }}
      />
    </Box>
  );

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('contacts.avatar.cropTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'stretch' }}>
        <Box
          component="canvas"
          ref={setCanvas}
          role="img"
          aria-label={t('contacts.avatar.preview')}
          sx={{
            width: PREVIEW,
            height: PREVIEW,
            borderRadius: '50%',
            justifySelf: 'center',
            boxShadow: 2,
          }}
        />
        {slider('zoom', t('contacts.avatar.zoom'), 1, 4, 0.05)}
        {(wide || crop.zoom > 1) && slider('x', t('contacts.avatar.horizontal'), 0, 1, 0.01)}
        {(tall || crop.zoom > 1) && slider('y', t('contacts.avatar.vertical'), 0, 1, 0.01)}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('contacts.form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onSave(crop)}>
          {t('contacts.avatar.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
