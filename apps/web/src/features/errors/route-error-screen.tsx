import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { NETWORK_ERROR_STATUS, isApiError } from '../../lib/api-error';
import { StatusPageFrame } from './status-page-frame';

// Route errors (a failed guard call, a chunk that did not load, a render error) land here:
// never a blank screen, always a way to retry.
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const network =
    (isApiError(error) && (error.status === NETWORK_ERROR_STATUS || error.status >= 502)) ||
    (error instanceof TypeError && /fetch|import/i.test(error.message));

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <StatusPageFrame>
      <ErrorOutlineIcon
        color="error"
        sx={{ fontSize: 48, display: 'block', mx: 'auto', mt: 4 }}
        aria-hidden
      />
      <Typography variant="h1" sx={{ mt: 2 }}>
        {notFound ? t('notFound.title') : t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {notFound ? t('notFound.body') : network ? t('routeError.network') : t('routeError.body')}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {!notFound && (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        )}
        {/* A full page load: the router that failed is not trusted to navigate. */}
        <Button
          variant={notFound ? 'contained' : 'outlined'}
          component="a"
          href={paths.root.getHref()}
        >
          {t('routeError.home')}
        </Button>
      </Box>
    </StatusPageFrame>
  );
}
