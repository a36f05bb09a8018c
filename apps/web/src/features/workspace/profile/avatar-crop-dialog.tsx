import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  centredCrop,
  clampCrop,
  panCrop,
  sourceRect,
  type Crop,
} from './avatar-crop';

const VIEWPORT = 240;
const KEY_STEP = 10;

type AvatarCropDialogProps = {
  image: HTMLImageElement;
  src: string;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (crop: Crop) => void;
};

// Choose the square of the photo to keep: drag (or arrow keys) to move, the slider to zoom.
// The round mask previews how the avatar is shown.
export function AvatarCropDialog({
  image,
  src,
  saving,
  error,
  onCancel,
  onSave,
}: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const [crop, setCrop] = useState<Crop>(() => centredCrop(size));
  const drag = useRef<{ x: number; y: number } | null>(null);
  const rect = sourceRect(size, crop);
  const scale = VIEWPORT / rect.size;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop((c) => panCrop(size, c, dx, dy, VIEWPORT));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setCrop((c) => panCrop(size, c, move[0], move[1], VIEWPORT));
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('workspace.profile.avatar.cropTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ justifySelf: 'stretch' }}>
          {t('workspace.profile.avatar.cropHelp')}
        </Typography>
        <Box
          role="img"
          tabIndex={0}
          aria-label={t('workspace.profile.avatar.cropArea')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          sx={{
            position: 'relative',
            width: VIEWPORT,
            height: VIEWPORT,
            overflow: 'hidden',
            borderRadius: 2,
            cursor: 'grab',
            touchAction: 'none',
            bgcolor: 'action.hover',
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={src}
            alt=""
            draggable={false}
            sx={{
              position: 'absolute',
              left: -rect.x * scale,
              top: -rect.y * scale,
              width: size.width * scale,
              height: size.height * scale,
              maxWidth: 'none',
              userSelect: 'none',
              pointerEvents: 'none',
            }}
          />
          {/* The round avatar's outline over a dimmed square. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              boxShadow: '0 0 0 200px rgba(0, 0, 0, 0.45)',
              border: '2px solid rgba(255, 255, 255, 0.9)',
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Box sx={{ width: VIEWPORT }}>
          <Typography id={`${titleId}-zoom`} variant="body2" gutterBottom>
            {t('workspace.profile.avatar.zoom')}
          </Typography>
          <Slider
            value={crop.zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            aria-labelledby={`${titleId}-zoom`}
            getAriaValueText={(v) =>
              t('workspace.profile.avatar.zoomValue', { value: Math.round(v * 100) })
            }
            onChange={(_event, value) => setCrop((c) => clampCrop(size, { ...c, zoom: value }))}
          />
        </Box>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ justifySelf: 'stretch' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('workspace.profile.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => onSave(crop)}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('workspace.profile.avatar.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
