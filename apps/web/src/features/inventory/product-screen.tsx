import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-error';
import { productQueryOptions } from './api/inventory.queries';
import { ProductForm } from './components/product-form';
import { ProductThumb } from './components/product-cells';
import { useProductActions } from './hooks/use-product-actions';

// A product's editor at /apps/ecommerce/inventory/:productId. The address also carries the
// table's query string, so "Back to inventory" returns to the page it came from.
export function ProductScreen() {
  const { t } = useTranslation();
  const { productId = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const product = useQuery(productQueryOptions(productId));
  const { deleteProduct } = useProductActions(search);
  const listHref = paths.apps.inventory.getHref(search);

  const back = (
    <Button
      component={RouterLink}
      to={listHref}
      startIcon={<ArrowBack />}
      sx={{ justifySelf: 'start' }}
    >
      {t('inventory.form.back')}
    </Button>
  );

  let body;
  if (product.isError) {
    body =
      isApiError(product.error) && product.error.status === 404 ? (
        <Typography sx={{ p: 3 }}>{t('inventory.form.missing')}</Typography>
      ) : (
        <Box sx={{ p: 3 }}>
          <QueryErrorState title={t('inventory.form.loadFailed')} query={product} />
        </Box>
      );
  } else if (!product.data) {
    body = (
      <Box sx={{ p: 3, display: 'grid', gap: 2 }} aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Box>
    );
  } else {
    const { data } = product;
    body = (
      <>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            p: { xs: 2, sm: 3 },
            pb: { xs: 0, sm: 0 },
          }}
        >
          <ProductThumb product={data} size={56} />
          <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
        </Box>
        {/* Keyed by the product, so moving to another one starts a fresh form. */}
        <ProductForm
          key={data.id}
          product={data}
          onDelete={(allowLeaving) =>
            void deleteProduct(data, async () => {
              allowLeaving();
              await navigate(listHref);
            })
          }
        />
      </>
    );
  }

  return (
    <>
      <ScreenTitle>{t('screens.inventoryProduct')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {back}
        <Paper variant="outlined">{body}</Paper>
      </Box>
    </>
  );
}
