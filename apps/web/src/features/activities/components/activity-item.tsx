import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@rehearse/contracts/activities';
import { NamedIcon } from '../../../components/icons/named-icon';
import { SafeHtml } from '../../../components/safe-html';
import { sanitizeBlockHtml } from '../../../lib/sanitize-html';
import { useTimeZone } from '../../../lib/time-zone';
import { formatRelativeTime } from '../group-activities';
import { ActivityLink } from './activity-link';

type Props = { activity: Activity; now: Date; last: boolean };

// One entry of the timeline: the icon or avatar on the line, what happened, when, and the
// item's extra content and link. Stored markup is sanitised before it is shown.
export function ActivityItem({ activity, now, last }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const timeZone = useTimeZone();
  const { icon, image, description, date, extraContent, linkedContent, link, useRouter } = activity;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, position: 'relative', pb: last ? 0 : 3 }}>
      {!last && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 44,
            bottom: 4,
            left: 19,
            width: '2px',
            bgcolor: 'divider',
          }}
        />
      )}
      {image ? (
        <Avatar src={image} alt="" sx={{ width: 40, height: 40, flexShrink: 0 }} />
      ) : (
        <Avatar
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            bgcolor: 'action.selected',
            color: 'text.primary',
          }}
        >
          <NamedIcon name={icon ?? ''} sx={{ fontSize: 20 }} />
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, flex: 1, pt: 1 }}>
        <SafeHtml html={description} sx={{ display: 'block', overflowWrap: 'anywhere' }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={date}
            title={new Intl.DateTimeFormat(locale, {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone,
            }).format(new Date(date))}
          >
            {formatRelativeTime(date, now, locale)}
          </Typography>
          {link && (
            <Typography variant="body2" component="span">
              <ActivityLink href={link} inApp={useRouter === true}>
                {linkedContent ?? t('activities.open')}
              </ActivityLink>
            </Typography>
          )}
        </Box>
        {extraContent && (
          <Box
            sx={{
              mt: 1.5,
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              typography: 'body2',
              overflowWrap: 'anywhere',
            }}
            dangerouslySetInnerHTML={{ __html: sanitizeBlockHtml(extraContent) }}
          />
        )}
      </Box>
    </Box>
  );
}
