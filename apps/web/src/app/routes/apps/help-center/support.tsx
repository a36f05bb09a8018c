import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths';
import { HelpBreadcrumbs } from '../../../../features/help-center/components/help-breadcrumbs';
import { ContactScreen } from '../../../../features/support/contact/contact-screen';

// The help centre's Support entry is the Contact Support screen itself (its form and the user's
// past requests), placed under the help centre's breadcrumb: one form, not a copy of it.
export function Component() {
  const { t } = useTranslation();
  return (
    <Box>
      <HelpBreadcrumbs
        crumbs={[
          { label: t('helpCenter.title'), href: paths.apps.helpCenter.home.getHref() },
          { label: t('helpCenter.support.title') },
        ]}
      />
      <ContactScreen />
    </Box>
  );
}
