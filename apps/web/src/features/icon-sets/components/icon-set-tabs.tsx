import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ICON_SET_SLUGS, type IconSetSlug } from '@rehearse/contracts/icons';
import { paths } from '../../../config/paths';

export const ICON_PANEL_ID = 'icon-set-panel';
export const iconTabId = (slug: IconSetSlug) => `icon-set-tab-${slug}`;

// The seven sets as tabs; each is a link to its own address (the search goes along), so a set is
// bookmarkable and Back returns to the one before.
export function IconSetTabs({ current, q }: { current: IconSetSlug | undefined; q?: string }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current ?? false}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('iconSets.setsLabel')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {ICON_SET_SLUGS.map((slug) => (
        <Tab
          key={slug}
          value={slug}
          id={iconTabId(slug)}
          aria-controls={ICON_PANEL_ID}
          label={t(`iconSets.sets.${slug}`)}
          component={RouterLink}
          to={paths.ui.icons.getHref(slug, q)}
        />
      ))}
    </Tabs>
  );
}
