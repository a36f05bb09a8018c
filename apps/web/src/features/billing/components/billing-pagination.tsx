import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

// The pages of a billing list (the ledger, the purchases), with page links named in words.
export function BillingPagination({
  count,
  page,
  onChange,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <Pagination
      count={count}
      page={Math.min(page, count)}
      onChange={(_, next) => onChange(next)}
      getItemAriaLabel={(type, item) =>
        type === 'page'
          ? t('billing.ledger.pageLinks.page', { page: item })
          : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
            ? t(`billing.ledger.pageLinks.${type}`)
            : ''
      }
      sx={{ justifySelf: 'center' }}
    />
  );
}
