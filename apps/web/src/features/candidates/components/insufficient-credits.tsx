import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';

// An invitation refused for want of credits (402 billing.insufficient_credits): the form shows
// the translated reason; this adds the way out. Only owners and recruiters invite, and they may
// buy credits (docs/decisions/059-billing-screen.md).
export const isInsufficientCredits = (error: unknown) =>
  isApiError(error) && error.code === 'billing.insufficient_credits';

export function BuyCreditsLink() {
  const { t } = useTranslation();
  return (
    <Link href={paths.recruiter.billing.getHref()} sx={{ display: 'inline-block', mt: 0.5 }}>
      {t('candidates.buyCredits')}
    </Link>
  );
}
