import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDisplayDate } from '../../../lib/date-formats';
import type { ViewProps } from './item-grid';
import { ItemIcon } from './item-icon';
import { ItemMenu } from './item-menu';
import { contentsText, summaryText } from './item-text';
import { LinkBehavior } from '../../../components/link-behavior';

// Columns a phone has no room for: there the size goes under the name.
const wide = { display: { xs: 'none', md: 'table-cell' } };
const notPhone = { display: { xs: 'none', sm: 'table-cell' } };

// The list view: a table row per item, folders first; the name is the link, as in the grid.
export function ItemTable({ items, selectedId, hrefOf, actions }: ViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table size="small" aria-label={t('fileManager.itemsLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fileManager.columns.name')}</TableCell>
          <TableCell sx={wide}>{t('fileManager.columns.type')}</TableCell>
          <TableCell sx={notPhone}>{t('fileManager.columns.size')}</TableCell>
          <TableCell sx={wide}>{t('fileManager.columns.modified')}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {t('fileManager.columns.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} selected={item.id === selectedId}>
            <TableCell sx={{ width: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <ItemIcon type={item.type} fontSize="small" />
                <Link
                  component={LinkBehavior}
                  href={hrefOf(item)}
                  underline="hover"
                  aria-current={item.id === selectedId ? 'true' : undefined}
                  sx={{ fontWeight: 600, overflowWrap: 'break-word', wordBreak: 'break-word' }}
                >
                  {item.name}
                </Link>
              </Box>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'block', sm: 'none' }, pl: 3.5 }}
              >
                {summaryText(t, item)}
              </Typography>
            </TableCell>
            <TableCell sx={wide}>{t(`fileManager.types.${item.type}`)}</TableCell>
            <TableCell sx={[notPhone, { whiteSpace: 'nowrap' }]}>
              {item.type === 'folder' ? `${contentsText(t, item)}, ${item.size}` : item.size}
            </TableCell>
            <TableCell sx={wide}>{formatDisplayDate(item.modifiedAt, i18n.language)}</TableCell>
            <TableCell align="right" sx={{ width: 48 }}>
              <ItemMenu item={item} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
