import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddOutlined from '@mui/icons-material/AddOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagsDialog } from '../../components/tags/tags-dialog';
import { ScreenTitle } from '../../components/screen-title';
import { SearchField } from '../../components/search-field';
import { paths } from '../../config/paths';
import { productTagStore } from './api/inventory-tags.queries';
import { ProductList } from './components/product-list';
import { SortControls } from './components/sort-controls';
import { useInventoryRoute } from './hooks/use-inventory-route';
import { useProductActions } from './hooks/use-product-actions';

// The inventory (demo-areas.md §2, decision 070): the user's products a page at a time, searched,
// sorted and paged on the server, all of it in the address so a link or a reload shows the same
// page. A product opens in its own editor (product-screen.tsx).
export function InventoryScreen() {
  const { t } = useTranslation();
  const route = useInventoryRoute();
  const { createProduct, creating, deleteProduct } = useProductActions(route.search);
  const [tagsOpen, setTagsOpen] = useState(false);

  return (
    <>
      <ScreenTitle>{t('screens.inventory')}</ScreenTitle>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            p: 2,
            alignItems: 'center',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <SearchField
            value={route.state.search}
            onSearch={(search) => route.update({ search }, { replace: true })}
            label={t('inventory.search')}
            size="small"
            maxLength={200}
            sx={{ flex: '1 1 240px', maxWidth: { md: 360 } }}
          />
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              ml: { md: 'auto' },
              flex: { xs: '1 1 100%', md: '0 0 auto' },
            }}
          >
            <Button
              variant="outlined"
              startIcon={<LocalOfferOutlined />}
              onClick={() => setTagsOpen(true)}
              sx={{ flex: { xs: 1, md: 'none' } }}
            >
              {t('inventory.tags.manage')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={createProduct}
              disabled={creating}
              sx={{ flex: { xs: 1, md: 'none' } }}
            >
              {t('inventory.new')}
            </Button>
          </Box>
          <Box sx={{ display: { xs: 'block', md: 'none' }, flex: '1 1 100%' }}>
            <SortControls state={route.state} onChange={route.update} />
          </Box>
        </Box>
        <ProductList
          state={route.state}
          onChange={route.update}
          hrefOf={(id) => paths.apps.inventoryProduct.getHref(id, route.search)}
          onDelete={(product) => void deleteProduct(product)}
          onCreate={createProduct}
        />
      </Paper>
      <TagsDialog
        open={tagsOpen}
        onClose={() => setTagsOpen(false)}
        store={productTagStore}
        title={t('inventory.tags.title')}
        deleteMessage={t('inventory.tags.deleteMessage')}
      />
    </>
  );
}
