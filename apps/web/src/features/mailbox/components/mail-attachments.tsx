import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailAttachment } from '@rehearse/contracts/mailbox';
import { formatSize } from '../mail-text';

// The mail's attachments: an image shows its preview and opens larger in a dialog; every file has
// a download link with its name and size.
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<MailAttachment | null>(null);
  if (attachments.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('mailbox.view.attachments', { count: attachments.length })}
      sx={{ mt: 3 }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('mailbox.view.attachments', { count: attachments.length })}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {attachments.map((attachment, index) => {
          const image = attachment.type.startsWith('image/');
          const Icon =
            attachment.type === 'application/pdf' ? PictureAsPdfOutlined : InsertDriveFileOutlined;
          return (
            <Box
              component="li"
              key={`${attachment.name}-${index}`}
              sx={{
                width: 160,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {image && attachment.preview ? (
                <ButtonBase
                  onClick={() => setShown(attachment)}
                  aria-label={t('mailbox.view.preview', { name: attachment.name })}
                  sx={{
                    display: 'block',
                    width: '100%',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    component="img"
                    src={attachment.preview}
                    alt=""
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 100,
                      objectFit: 'cover',
                      bgcolor: 'action.hover',
                    }}
                  />
                </ButtonBase>
              ) : (
                <Box
                  sx={{
                    height: 100,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.hover',
                  }}
                >
                  <Icon sx={{ fontSize: 40, color: 'text.secondary' }} />
                </Box>
              )}
              <Box sx={{ p: 1 }}>
                <Link
                  href={attachment.downloadUrl}
                  download={attachment.name}
                  variant="body2"
                  sx={{
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                  aria-label={t('mailbox.view.download', { name: attachment.name })}
                >
                  {attachment.name}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {formatSize(attachment.size, i18n.language)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        maxWidth="md"
        aria-labelledby="mail-attachment-title"
      >
        <DialogTitle id="mail-attachment-title" sx={{ pr: 6 }}>
          {shown?.name}
          <IconButton
            aria-label={t('mailbox.view.closePreview')}
            onClick={() => setShown(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseOutlined />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {shown && (
            <Box
              component="img"
              src={shown.downloadUrl}
              alt={shown.name}
              sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
