import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';
import { formatDisplayDate } from '../../../lib/date-formats';
import { ItemIcon } from './item-icon';
import type { ItemActions } from './item-menu';
import { contentsText } from './item-text';
import { LinkBehavior } from '../../../components/link-behavior';

type DetailsPanelProps = {
  item: FileManagerItem;
  onClose: () => void;
  actions: ItemActions;
  openHref: string | undefined;
};

// The selected item's details (?item=): kind, size, who made it, dates, and a folder's contents
// and description, with the item's actions.
export function DetailsPanel({ item, onClose, actions, openHref }: DetailsPanelProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDisplayDate(value, i18n.language);
  const rows: [string, string][] = [
    [t('fileManager.details.type'), t(`fileManager.types.${item.type}`)],
    [t('fileManager.details.size'), item.size],
    ...(item.type === 'folder'
      ? [[t('fileManager.details.contents'), contentsText(t, item)] as [string, string]]
      : []),
    [t('fileManager.details.createdBy'), item.createdBy],
    [t('fileManager.details.created'), date(item.createdAt)],
    [t('fileManager.details.modified'), date(item.modifiedAt)],
  ];
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'file-details-title',
          sx: { width: { xs: '100%', sm: 400 }, maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <ItemIcon type={item.type} />
        <Typography
          id="file-details-title"
          variant="h2"
          sx={{ fontSize: '1.15rem', flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('fileManager.details.close')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {item.type === 'folder' && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('fileManager.details.description')}
            </Typography>
            <Typography color={item.description ? undefined : 'text.secondary'}>
              {item.description || t('fileManager.details.noDescription')}
            </Typography>
          </Box>
        )}
        {item.type !== 'folder' && !item.downloadable && (
          <Typography color="text.secondary">{t('fileManager.details.sampleFile')}</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {openHref && (
            <Button variant="contained" LinkComponent={LinkBehavior} href={openHref}>
              {t('fileManager.actions.open')}
            </Button>
          )}
          {item.downloadable && (
            <Button variant="contained" onClick={() => actions.onDownload(item)}>
              {t('fileManager.actions.download')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => actions.onEdit(item)}>
            {t(item.type === 'folder' ? 'fileManager.actions.edit' : 'fileManager.actions.rename')}
          </Button>
          <Button variant="outlined" onClick={() => actions.onMove(item)}>
            {t('fileManager.actions.move')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => actions.onDelete(item)}>
            {t('fileManager.actions.delete')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
