import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CryptoDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { DataTable } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../shared/use-dashboard-format';
import { trendText } from './trend-text';

type Coin = CryptoDashboard['watchlist'][number];

// The coins being watched: price, the day's move, and a small line of the last two hours whose
// first and last price are said in words beside it.
export function WatchlistCard({
  watchlist,
  format,
}: {
  watchlist: readonly Coin[];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.crypto.watchlist');
  const price = (value: number) => format.money(value, value < 1 ? 5 : 2);
  return (
    <SectionCard title={title}>
      <DataTable<Coin>
        caption={title}
        rows={watchlist}
        rowKey={(coin) => coin.iso}
        columns={[
          {
            key: 'coin',
            header: t('dashboards.columns.coin'),
            cell: (c) => (
              <>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {c.iso}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {c.title}
                </Typography>
              </>
            ),
          },
          {
            key: 'price',
            header: t('dashboards.columns.price'),
            numeric: true,
            cell: (c) => price(c.amount),
          },
          {
            key: 'trend',
            header: t('dashboards.columns.change'),
            numeric: true,
            cell: (c) => (
              <Typography
                component="span"
                variant="body2"
                sx={{ color: c.trend.dir === 'up' ? 'success.main' : 'error.main' }}
              >
                {trendText(t, format, c.trend)}
              </Typography>
            ),
          },
          {
            key: 'series',
            header: t('dashboards.columns.lastHours'),
            cell: (c) => {
              const data = c.series[0]?.data ?? [];
              return (
                <Box sx={{ width: 120 }}>
                  <SparkLineChart
                    data={data.map((p) => p.y)}
                    height={32}
                    color={
                      c.trend.dir === 'up'
                        ? 'var(--mui-palette-success-main)'
                        : 'var(--mui-palette-error-main)'
                    }
                  />
                  <Box component="span" sx={visuallyHidden}>
                    {t('dashboards.crypto.sparkline', {
                      from: price(data[0]?.y ?? 0),
                      to: price(data.at(-1)?.y ?? 0),
                    })}
                  </Box>
                </Box>
              );
            },
          },
        ]}
      />
    </SectionCard>
  );
}
