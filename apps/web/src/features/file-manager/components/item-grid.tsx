import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';
import { ItemIcon } from './item-icon';
import { ItemMenu, type ItemActions } from './item-menu';
import { summaryText } from './item-text';
import { LinkBehavior } from '../../../components/link-behavior';

type ViewProps = {
  items: FileManagerItem[];
  selectedId: string | undefined;
  hrefOf: (item: FileManagerItem) => string;
  actions: ItemActions;
};

// The grid view: a card per item, folders first. A card is a link: a folder's opens it, a
// file's shows its details; Enter does the same from the keyboard.
export function ItemGrid({ items, selectedId, hrefOf, actions }: ViewProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('fileManager.itemsLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(168px, 1fr))',
        },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
          <Card
            variant="outlined"
            sx={{
              position: 'relative',
              height: '100%',
              borderColor: item.id === selectedId ? 'primary.main' : undefined,
            }}
          >
            <CardActionArea
              LinkComponent={LinkBehavior}
              href={hrefOf(item)}
              aria-current={item.id === selectedId ? 'true' : undefined}
              sx={{ p: 2, pt: 3, height: '100%', display: 'block', textAlign: 'center' }}
            >
              <ItemIcon type={item.type} sx={{ fontSize: 48, mb: 1 }} />
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {summaryText(t, item)}
              </Typography>
            </CardActionArea>
            <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
              <ItemMenu item={item} actions={actions} />
            </Box>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
export type { ViewProps };
