import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CryptoDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';
import { trendText } from './trend-text';

const FACTS = ['marketCap', 'volume', 'supply', 'allTimeHigh'] as const;

// Bitcoin: its price over the last two hours and the market figures beside it.
export function BitcoinCard({
  btc,
  format,
}: {
  btc: CryptoDashboard['btc'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.crypto.bitcoin');
  const points = btc.price.series[0]?.data ?? [];
  const fact = (key: (typeof FACTS)[number]) =>
    key === 'supply' ? format.number(btc.supply) : format.money(btc[key], 0);
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.crypto.bitcoinSummary', {
        price: format.money(btc.amount),
        trend: trendText(t, format, btc.trend),
        count: points.length,
      })}
      chart={
        <LineChart
          height={280}
          skipAnimation
          hideLegend
          margin={{ left: 0, right: 16 }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              data: points.map((p) => new Date(p.x)),
              scaleType: 'time',
              valueFormatter: (d: Date) => format.time(d.toISOString()),
            },
          ]}
          yAxis={[{ width: 64, valueFormatter: (v: number) => format.money(v, 0) }]}
          series={[
            {
              data: points.map((p) => p.y),
              label: t('dashboards.columns.price'),
              showMark: false,
              valueFormatter: (v: number | null) => (v === null ? '' : format.money(v)),
            },
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={points}
          rowKey={(p) => p.x}
          columns={[
            { key: 'time', header: t('dashboards.columns.time'), cell: (p) => format.time(p.x) },
            {
              key: 'price',
              header: t('dashboards.columns.price'),
              numeric: true,
              cell: (p) => format.money(p.y),
            },
          ]}
        />
      }
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          gap: 1.5,
          m: 0,
          mb: 2,
        }}
      >
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('dashboards.columns.price')}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {format.money(btc.amount)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, color: btc.trend.dir === 'up' ? 'success.main' : 'error.main' }}
          >
            {trendText(t, format, btc.trend)}
          </Typography>
        </Box>
        {FACTS.map((key) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`dashboards.crypto.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, fontSize: { xs: '1rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}
            >
              {fact(key)}
            </Typography>
          </Box>
        ))}
      </Box>
    </ChartCard>
  );
}
