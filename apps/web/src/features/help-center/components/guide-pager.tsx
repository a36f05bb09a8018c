import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { GuideCategoryWithGuides } from '@rehearse/contracts/help-center';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

const { guide: guidePath, guides: guidesPath } = paths.apps.helpCenter;

// The previous and next guide of the category, in its order, and the way back to the category.
export function GuidePager({
  category,
  guideSlug,
}: {
  category: GuideCategoryWithGuides;
  guideSlug: string;
}) {
  const { t } = useTranslation();
  const at = category.guides.findIndex((g) => g.slug === guideSlug);
  const previous = at > 0 ? category.guides[at - 1] : undefined;
  const next = at >= 0 ? category.guides[at + 1] : undefined;
  return (
    <Box
      component="nav"
      aria-label={t('helpCenter.guide.pager')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'center',
      }}
    >
      <Box>
        {previous && (
          <Button
            href={guidePath.getHref(category.slug, previous.slug)}
            startIcon={<ArrowBack />}
            aria-label={t('helpCenter.guide.previous', { title: previous.title })}
            sx={{ textAlign: 'left' }}
          >
            {previous.title}
          </Button>
        )}
      </Box>
      <Button
        href={guidesPath.getHref(category.slug)}
        variant="outlined"
        sx={{ justifySelf: 'center' }}
      >
        {t('helpCenter.guide.backTo', { title: category.title })}
      </Button>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        {next && (
          <Button
            href={guidePath.getHref(category.slug, next.slug)}
            endIcon={<ArrowForward />}
            aria-label={t('helpCenter.guide.next', { title: next.title })}
            sx={{ textAlign: 'right' }}
          >
            {next.title}
          </Button>
        )}
      </Box>
    </Box>
  );
}
