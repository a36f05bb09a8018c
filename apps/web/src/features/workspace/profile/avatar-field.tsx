import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { User } from '@rehearse/contracts/user';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { useUpdateCurrentUser } from '../../../lib/session/session.queries';
import { useErrorText } from '../../../lib/error-text';
import { AVATAR_TYPES, avatarFileProblem, type Crop } from './avatar-crop';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { loadImage, renderAvatar } from './render-avatar';

type Picked = { image: HTMLImageElement; url: string };

// The avatar: upload (checked, cropped and resized to 256 px in the browser), or remove.
export function AvatarField({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateCurrentUser();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cropError, setCropError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    setStatus(null);
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    if (fileProblem) {
      setProblem(t(`workspace.profile.avatar.problems.${fileProblem}`, { max: 5 }));
      return;
    }
    try {
      setProblem(null);
      setCropError(null);
      setPicked(await loadImage(file));
    } catch {
      setProblem(t('workspace.profile.avatar.problems.unreadable'));
    }
  };

  const save = (crop: Crop) => {
    if (!picked) return;
    let avatar: string;
    try {
      avatar = renderAvatar(picked.image, crop);
    } catch {
      setCropError(t('workspace.profile.avatar.problems.tooLarge'));
      return;
    }
    update.mutate(
      { avatar },
      {
        onSuccess: () => {
          setPicked(null);
          setStatus(t('workspace.profile.avatar.saved'));
        },
        onError: (error) => setCropError(errorText(error)),
      },
    );
  };

  const remove = () => {
    setStatus(null);
    setProblem(null);
    update.mutate(
      { avatar: null },
      {
        onSuccess: () => setStatus(t('workspace.profile.avatar.removed')),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}
      data-tour="profile-avatar"
    >
      <UserAvatar user={user} size={88} />
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0, flex: '1 1 220px' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            onClick={() => input.current?.click()}
            disabled={update.isPending}
          >
            {user.avatar
              ? t('workspace.profile.avatar.change')
              : t('workspace.profile.avatar.upload')}
          </Button>
          {user.avatar && (
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={remove}
              disabled={update.isPending}
            >
              {t('workspace.profile.avatar.remove')}
            </Button>
          )}
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            aria-label={t('workspace.profile.avatar.upload')}
            onChange={(event) => void choose(event)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('workspace.profile.avatar.hint', { max: 5 })}
        </Typography>
        <Box aria-live="polite">
          {problem && (
            <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
              {problem}
            </Alert>
          )}
          {status && !problem && (
            <Typography variant="body2" color="success.main">
              {status}
            </Typography>
          )}
        </Box>
      </Box>
      {picked && (
        <AvatarCropDialog
          image={picked.image}
          src={picked.url}
          saving={update.isPending}
          error={cropError}
          onCancel={() => setPicked(null)}
          onSave={save}
        />
      )}
    </Box>
  );
}
