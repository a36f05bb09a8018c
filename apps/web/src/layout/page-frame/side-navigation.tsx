import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VideoCameraFrontOutlined from '@mui/icons-material/VideoCameraFrontOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavigationGroup, NavigationIcon } from './navigation-items';

const icons: Record<NavigationIcon, ComponentType> = {
  home: HomeOutlined,
  progress: InsightsOutlined,
  profile: PersonOutlineOutlined,
  admin: AdminPanelSettingsOutlined,
  quiz: QuizOutlined,
  practice: RecordVoiceOverOutlined,
  mockInterview: VideoCameraFrontOutlined,
  demo: OndemandVideoOutlined,
  faq: HelpOutlineOutlined,
  contact: SupportAgentOutlined,
  postings: WorkOutlineOutlined,
  questions: QuestionAnswerOutlined,
  rubric: RuleOutlined,
  email: EmailOutlined,
  company: BusinessOutlined,
};

type SideNavigationProps = {
  groups: readonly NavigationGroup[];
  onNavigate?: () => void;
};

// An item is active on its own page and on the pages below it (/apps/quiz/practice -> Assess Knowledge).
const isActive = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

export function SideNavigation({ groups, onNavigate }: SideNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ py: 1 }}>
      {groups.map((group) => {
        const headingId = `nav-group-${group.id}`;
        return (
          <List
            key={group.id}
            dense
            aria-labelledby={headingId}
            subheader={
              <ListSubheader
                id={headingId}
                component="div"
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: 2.5,
                  fontSize: '0.75rem',
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                }}
              >
                {t(`nav.groups.${group.titleKey}`)}
              </ListSubheader>
            }
            sx={{ px: 1.5 }}
          >
            {group.items.map((item) => {
              const Icon = icons[item.icon];
              const active = isActive(pathname, item.href);
              return (
                <ListItemButton
                  key={item.id}
                  href={item.href}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ borderRadius: 2, mb: 0.25, minHeight: 40 }}
                >
                  <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : undefined }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`nav.items.${item.titleKey}`)}
                    slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        );
      })}
    </Box>
  );
}
