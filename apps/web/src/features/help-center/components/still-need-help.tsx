import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

// The end of every FAQ and guide page: where to go when the answer was not there.
export function StillNeedHelp() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography>{t('helpCenter.stillNeedHelp')}</Typography>
        <Button variant="outlined" href={paths.apps.helpCenter.support.getHref()}>
          {t('helpCenter.contactSupport')}
        </Button>
      </CardContent>
    </Card>
  );
}
