import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@rehearse/contracts/mailbox';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENT_TYPES,
  MAIL_ATTACHMENTS_MAX,
  type NewMailAttachment,
} from '@rehearse/contracts/mailbox-compose';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useToast } from '../../../components/toast/use-toast';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { useComposeMail } from '../api/mail-mutations';
import { formatSize, splitAddresses } from '../mail-text';

type Attachment = NewMailAttachment & { size: number };

// A draft's earlier attachments come back as they were stored (data URLs, decision 061).
const draftAttachments = (mail: Mail | null): Attachment[] =>
  (mail?.attachments ?? [])
    .filter((a) => a.downloadUrl.startsWith('data:'))
    .map((a) => ({ name: a.name, dataUrl: a.downloadUrl, size: a.size }));

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

// Compose: to, cc, bcc, subject, rich text and attachments; saved as a draft or "sent" into the
// Sent folder. Sending delivers nothing outside this demo mailbox, and the dialog says so.
// Keyed by the draft it continues, so each opening starts from that draft (or empty).
export function ComposeDialog({ draft, onClose }: { draft: Mail | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const compose = useComposeMail();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const [to, setTo] = useState(draft?.to ?? '');
  const [cc, setCc] = useState(draft?.cc.join(', ') ?? '');
  const [bcc, setBcc] = useState(draft?.bcc.join(', ') ?? '');
  const [showCopies, setShowCopies] = useState(
    Boolean(draft && (draft.cc.length || draft.bcc.length)),
  );
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [content, setContent] = useState(draft?.content ?? '');
  const [attachments, setAttachments] = useState<Attachment[]>(() => draftAttachments(draft));
  const [fileError, setFileError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };

  const addFiles = async (files: FileList | null) => {
    setFileError(null);
    for (const file of Array.from(files ?? [])) {
      if (attachments.length >= MAIL_ATTACHMENTS_MAX) {
        setFileError(t('mailbox.compose.tooManyFiles', { count: MAIL_ATTACHMENTS_MAX }));
        return;
      }
      if (!(MAIL_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
        setFileError(t('errors.mail.attachment_unsupported_type'));
        continue;
      }
      if (file.size > MAIL_ATTACHMENT_MAX_BYTES) {
        setFileError(
          t('errors.mail.attachment_too_large', { maxKb: MAIL_ATTACHMENT_MAX_BYTES / 1024 }),
        );
        continue;
      }
      const dataUrl = await readDataUrl(file);
      setAttachments((current) =>
        current.length >= MAIL_ATTACHMENTS_MAX
          ? current
          : [...current, { name: file.name, dataUrl, size: file.size }],
      );
      setDirty(true);
    }
  };

  const submit = (action: 'draft' | 'send') =>
    compose.mutate(
      {
        id: draft?.id,
        action,
        mail: {
          to: to.trim(),
          cc: splitAddresses(cc),
          bcc: splitAddresses(bcc),
          subject: subject.trim(),
          content,
          attachments: attachments.map(({ name, dataUrl }) => ({ name, dataUrl })),
        },
      },
      {
        onSuccess: () => {
          toast({
            message: action === 'send' ? t('mailbox.toast.sent') : t('mailbox.toast.draftSaved'),
          });
          onClose();
        },
      },
    );

  const close = async () => {
    if (dirty) {
      const answer = await confirm({
        title: t('mailbox.compose.discardTitle'),
        message: t('mailbox.compose.discardMessage'),
        actions: { confirm: { label: t('mailbox.compose.discard') } },
      });
      if (answer !== 'confirmed') return;
    }
    onClose();
  };

  const error = compose.error;
  const toError = isApiError(error) && error.field === 'to' ? errorText(error) : undefined;

  return (
    <Dialog
      open
      onClose={() => void close()}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {draft ? t('mailbox.compose.editTitle') : t('mailbox.compose.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Alert severity="info" variant="outlined" role="note">
          {t('mailbox.compose.demoNotice')}
        </Alert>
        {error && !toError && <Alert severity="error">{errorText(error)}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('mailbox.compose.to')}
            value={to}
            onChange={(event) => edit(setTo)(event.target.value)}
            error={Boolean(toError)}
            helperText={toError ?? t('mailbox.compose.addressHelp')}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
          {!showCopies && (
            <Button onClick={() => setShowCopies(true)} sx={{ mt: 2, whiteSpace: 'nowrap' }}>
              {t('mailbox.compose.addCopies')}
            </Button>
          )}
        </Box>
        {showCopies && (
          <>
            <TextField
              label={t('mailbox.compose.cc')}
              value={cc}
              onChange={(event) => edit(setCc)(event.target.value)}
              fullWidth
            />
            <TextField
              label={t('mailbox.compose.bcc')}
              value={bcc}
              onChange={(event) => edit(setBcc)(event.target.value)}
              fullWidth
            />
          </>
        )}
        <TextField
          label={t('mailbox.compose.subject')}
          value={subject}
          onChange={(event) => edit(setSubject)(event.target.value)}
          fullWidth
        />
        {/* A mail is written without headings or links (decision 061). */}
        <RichTextEditor
          label={t('mailbox.compose.body')}
          value={content}
          onChange={edit(setContent)}
          headings={false}
          links={false}
          minHeight={180}
          maxHeight={360}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AttachFileOutlined />}
              onClick={() => fileInput.current?.click()}
              disabled={attachments.length >= MAIL_ATTACHMENTS_MAX}
            >
              {t('mailbox.compose.attach')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('mailbox.compose.attachHelp', {
                count: MAIL_ATTACHMENTS_MAX,
                maxKb: MAIL_ATTACHMENT_MAX_BYTES / 1024,
              })}
            </Typography>
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept={MAIL_ATTACHMENT_TYPES.join(',')}
              data-testid="compose-files"
              onChange={(event) => {
                void addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </Box>
          {fileError && (
            <Typography variant="body2" color="error" role="alert">
              {fileError}
            </Typography>
          )}
          {attachments.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {attachments.map((attachment, index) => (
                <Chip
                  key={`${attachment.name}-${index}`}
                  label={`${attachment.name} · ${formatSize(attachment.size, i18n.language)}`}
                  onDelete={() => {
                    setAttachments((current) => current.filter((_, i) => i !== index));
                    setDirty(true);
                  }}
                />
              ))}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={() => void close()} sx={{ mr: 'auto' }}>
          {t('mailbox.compose.cancel')}
        </Button>
        <Button onClick={() => submit('draft')} disabled={compose.isPending}>
          {t('mailbox.compose.saveDraft')}
        </Button>
        <Button variant="contained" onClick={() => submit('send')} disabled={compose.isPending}>
          {t('mailbox.compose.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
