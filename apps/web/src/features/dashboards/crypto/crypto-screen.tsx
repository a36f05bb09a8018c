import { useTranslation } from 'react-i18next';
import { CardGrid, DashboardScreen } from '../shared/dashboard-screen';
import { useDashboardFormat } from '../shared/use-dashboard-format';
import { BitcoinCard } from './bitcoin-card';
import { WalletsCard } from './wallets-card';
import { WatchlistCard } from './watchlist-card';

// The crypto dashboard (decision 071): Bitcoin's price and market, the wallets at today's
// prices, and the watchlist.
export function CryptoScreen() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <DashboardScreen kind="crypto" title={t('screens.cryptoDashboard')}>
      {(data) => (
        <>
          <CardGrid columns={1}>
            <BitcoinCard btc={data.btc} format={format} />
          </CardGrid>
          <CardGrid>
            <WalletsCard wallets={data.wallets} prices={data.prices} format={format} />
            <WatchlistCard watchlist={data.watchlist} format={format} />
          </CardGrid>
        </>
      )}
    </DashboardScreen>
  );
}
