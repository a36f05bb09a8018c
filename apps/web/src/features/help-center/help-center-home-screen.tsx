import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuBook from '@mui/icons-material/MenuBook';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { SearchField } from '../../components/search-field';
import { paths } from '../../config/paths';
import { faqsQueryOptions } from './api/help-center.queries';
import { HelpSearchResults } from './components/help-search-results';

const MOST_ASKED = 'most-asked';
const { faqs: faqsPath, guides: guidesPath, support } = paths.apps.helpCenter;

function AreaCard({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={href} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          {icon}
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

// The help centre's home (/apps/help-center): a search across FAQs and guides (the term is
// ?q=, so a search can be shared and Back returns to it), the three areas, and the most-asked
// questions, each opening in its category.
export function HelpCenterHomeScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const mostAsked = useQuery(faqsQueryOptions(MOST_ASKED));
  const onSearch = useCallback(
    (value: string | undefined) => setParams(value ? { q: value } : {}, { replace: true }),
    [setParams],
  );

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 4 }}>
      <Box
        component="header"
        sx={{
          borderRadius: 2,
          px: { xs: 2.5, sm: 6 },
          py: { xs: 4, sm: 7 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          gap: 2,
          justifyItems: 'center',
          textAlign: 'center',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' } }}>
          {t('helpCenter.hero.title')}
        </Typography>
        <Typography sx={{ opacity: 0.9, maxWidth: 560 }}>
          {t('helpCenter.hero.subtitle')}
        </Typography>
        <SearchField
          value={q}
          onSearch={onSearch}
          label={t('helpCenter.search.label')}
          placeholder={t('helpCenter.search.placeholder')}
          size="medium"
          sx={{
            width: '100%',
            maxWidth: 560,
            bgcolor: 'background.paper',
            borderRadius: 1,
            '& .MuiInputLabel-root:not(.Mui-focused):not(.MuiInputLabel-shrink)': {
              color: 'text.secondary',
            },
          }}
          slotProps={{
            inputLabel: { sx: { bgcolor: 'background.paper', px: 0.5, borderRadius: 0.5 } },
          }}
        />
      </Box>
      {q && <HelpSearchResults q={q} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <AreaCard
          href={faqsPath.getHref()}
          icon={<HelpOutline color="primary" fontSize="large" aria-hidden />}
          title={t('helpCenter.faqs.title')}
          text={t('helpCenter.cards.faqs')}
        />
        <AreaCard
          href={guidesPath.getHref()}
          icon={<MenuBook color="primary" fontSize="large" aria-hidden />}
          title={t('helpCenter.guides.title')}
          text={t('helpCenter.cards.guides')}
        />
        <AreaCard
          href={support.getHref()}
          icon={<SupportAgent color="primary" fontSize="large" aria-hidden />}
          title={t('helpCenter.support.title')}
          text={t('helpCenter.cards.support')}
        />
      </Box>
      <Box component="section" aria-labelledby="most-asked-title">
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            flexWrap: 'wrap',
            mb: 1,
          }}
        >
          <Typography id="most-asked-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('helpCenter.mostAsked')}
          </Typography>
          <Button href={faqsPath.getHref()}>{t('helpCenter.faqs.all')}</Button>
        </Box>
        {mostAsked.isError ? (
          <QueryErrorState title={t('helpCenter.faqs.loadFailed')} query={mostAsked} />
        ) : !mostAsked.data ? (
          <Box role="status" aria-busy="true" aria-label={t('helpCenter.faqs.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : (
          <Card variant="outlined">
            <List disablePadding aria-label={t('helpCenter.mostAsked')}>
              {mostAsked.data[0]?.faqs.map((faq) => (
                <ListItem key={faq.id} disablePadding divider>
                  <ListItemButton href={faqsPath.getHref(MOST_ASKED, faq.id)}>
                    <ListItemText primary={faq.question} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Card>
        )}
      </Box>
    </Box>
  );
}
