import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/use-toast';

// The picture types the notes API takes as a data URL (contracts/notes.ts noteImageSchema).
export const NOTE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
// Stored inline in the note (decision 064): 600 KB of picture is about 800,000 characters of
// base64, within the API's 900,000-character limit for the field and its 1 MB body limit.
export const NOTE_IMAGE_MAX_BYTES = 600 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

// Adds or replaces the note's picture from a file the user picks: only the types above, up to
// the size above; anything else is refused with a message before any call.
export function NoteImageButton({ onImage }: { onImage: (dataUrl: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(NOTE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast({ severity: 'error', message: t('notes.image.wrongType') });
      return;
    }
    if (file.size > NOTE_IMAGE_MAX_BYTES) {
      toast({ severity: 'error', message: t('notes.image.tooLarge', { size: '600 KB' }) });
      return;
    }
    try {
      onImage(await readAsDataUrl(file));
    } catch {
      toast({ severity: 'error', message: t('notes.image.unreadable') });
    }
  };

  return (
    <>
      <Tooltip title={t('notes.image.add')}>
        <IconButton aria-label={t('notes.image.add')} onClick={() => input.current?.click()}>
          <ImageOutlined />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={NOTE_IMAGE_TYPES.join(',')}
        hidden
        data-testid="note-image-input"
        onChange={(event) => void onChange(event)}
      />
    </>
  );
}
