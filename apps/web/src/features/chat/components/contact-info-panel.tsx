import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { ContactInfo } from './contact-info';

type ContactInfoPanelProps = { contactId: string; open: boolean; onClose: () => void };

// The contact's details beside the conversation on large screens; below lg a drawer over it
// (the whole width on a phone), which Escape and its backdrop close.
export function ContactInfoPanel({ contactId, open, onClose }: ContactInfoPanelProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const content = (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          minHeight: 64,
          flexShrink: 0,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('chat.info.title')}
        </Typography>
        <Tooltip title={t('chat.info.close')}>
          <IconButton aria-label={t('chat.info.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        <ContactInfo contactId={contactId} />
      </Box>
    </>
  );

  if (large) {
    return open ? (
      <Box
        component="aside"
        aria-label={t('chat.info.title')}
        sx={{
          width: 340,
          flexShrink: 0,
          borderLeft: 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
        }}
      >
        {content}
      </Box>
    ) : null;
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('chat.info.title'),
          sx: { width: { xs: '100%', sm: 380 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {content}
    </Drawer>
  );
}
