import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Contact } from '@rehearse/contracts/contacts';
import { richTextSx } from '../../../components/rich-text-editor/rich-text-sx';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDisplayDate } from '../../../lib/date-formats';
import { countriesQueryOptions } from '../../../lib/lookup-data';
import { sanitizeRichTextHtml } from '../../../lib/sanitize-html';
import { contactTagsQueryOptions } from '../api/contacts.queries';
import { Flag } from './flag';

type Props = {
  contact: Contact;
  editHref: string;
  onDelete: () => void;
};

// One contact as read: picture, name, job, tags, then each detail it has. The notes are
// stored HTML from the user's own editor, sanitised again before they are shown.
export function ContactDetail({ contact, editHref, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const tags = useQuery(contactTagsQueryOptions());
  const countries = useQuery(countriesQueryOptions());
  const locale = i18n.resolvedLanguage ?? 'en';
  const tagTitles = contact.tags
    .map((id) => tags.data?.find((tag) => tag.id === id)?.title)
    .filter((title): title is string => Boolean(title));
  const job = [contact.title, contact.company].filter(Boolean).join(' · ');
  const notes = contact.notes ? sanitizeRichTextHtml(contact.notes) : '';

  return (
    <Box sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <UserAvatar user={contact} size={88} />
        <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
            {contact.name}
          </Typography>
          {job && <Typography color="text.secondary">{job}</Typography>}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            component={RouterLink}
            to={editHref}
            variant="contained"
            startIcon={<EditOutlined />}
          >
            {t('contacts.detail.edit')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            onClick={onDelete}
          >
            {t('contacts.detail.delete')}
          </Button>
        </Box>
      </Box>

      {tagTitles.length > 0 && (
        <Box
          component="ul"
          aria-label={t('contacts.detail.tags')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {tagTitles.map((title) => (
            <li key={title}>
              <Chip label={title} size="small" />
            </li>
          ))}
        </Box>
      )}

      <Box component="dl" sx={{ display: 'grid', gap: 2.5, m: 0 }}>
        {contact.emails.length > 0 && (
          <Detail icon={<EmailOutlined />} label={t('contacts.fields.emails')}>
            {contact.emails.map((entry) => (
              <Line key={entry.email} label={entry.label}>
                <Link
                  href={`mailto:${entry.email}`}
                  underline="always"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {entry.email}
                </Link>
              </Line>
            ))}
          </Detail>
        )}
        {contact.phoneNumbers.length > 0 && (
          <Detail icon={<PhoneOutlined />} label={t('contacts.fields.phoneNumbers')}>
            {contact.phoneNumbers.map((entry) => {
              const country = countries.data?.find((c) => c.iso === entry.country);
              const dial = `${country?.code ?? ''} ${entry.phoneNumber}`.trim();
              return (
                <Line key={`${entry.country}-${entry.phoneNumber}`} label={entry.label}>
                  <Flag iso={entry.country} />
                  <Link href={`tel:${dial.replace(/[^0-9+]/g, '')}`} underline="always">
                    {dial}
                  </Link>
                  {country && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      ({country.name})
                    </Typography>
                  )}
                </Line>
              );
            })}
          </Detail>
        )}
        {contact.birthday && (
          <Detail icon={<CakeOutlined />} label={t('contacts.fields.birthday')}>
            {/* A birthday is a calendar day, stored at midnight or noon UTC: read it in UTC. */}
            <Typography>{formatDisplayDate(contact.birthday, locale, 'UTC')}</Typography>
          </Detail>
        )}
        {contact.address && (
          <Detail icon={<PlaceOutlined />} label={t('contacts.fields.address')}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{contact.address}</Typography>
          </Detail>
        )}
        {notes && (
          <Detail icon={<NotesOutlined />} label={t('contacts.fields.notes')}>
            <Box
              sx={{ ...richTextSx, '& a': { color: 'primary.main', textDecoration: 'underline' } }}
              dangerouslySetInnerHTML={{ __html: notes }}
            />
          </Detail>
        )}
      </Box>
    </Box>
  );
}

// A term and its values; the icon sits in the term, so the list holds only dt and dd pairs
// (each pair in a div, as HTML allows).
function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr)', columnGap: 2 }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'contents' }}
      >
        <Box component="span" aria-hidden sx={{ gridRow: 'span 2', pt: 0.25 }}>
          {icon}
        </Box>
        <span>{label}</span>
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'grid', gap: 0.5, gridColumn: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      {children}
      {label && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' · '}
          {label}
        </Typography>
      )}
    </Box>
  );
}

export function ContactDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('contacts.detail.loading')}
      aria-busy="true"
      sx={{ p: 3 }}
    >
      <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="50%" height={36} />
          <Skeleton width="35%" />
        </Box>
      </Box>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} width="70%" sx={{ mb: 1.5 }} />
      ))}
    </Box>
  );
}
