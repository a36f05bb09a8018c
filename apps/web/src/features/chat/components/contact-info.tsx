import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { ChatContactWithDetails } from '@rehearse/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { initialsOf } from '../../../components/user-avatar';
import { formatDisplayDate } from '../../../lib/date-formats';
import { chatContactQueryOptions } from '../api/chat.queries';

// The labels the contacts app offers for emails and phone numbers.
const LABELS = ['personal', 'work', 'mobile', 'home'] as const;

// Only web addresses open from the panel; anything else is shown as text.
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

// The chat contact's details and what was shared in the chat (the contact call).
export function ContactInfo({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const query = useQuery(chatContactQueryOptions(contactId));
  if (query.isPending) {
    return (
      <Box
        aria-busy="true"
        aria-label={t('app.loading')}
        sx={{ p: 3, display: 'grid', gap: 1, justifyItems: 'center' }}
      >
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton width="60%" />
        <Skeleton width="80%" />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <QueryErrorState title={t('chat.info.loadFailed')} query={query} />
      </Box>
    );
  }
  return <ContactDetails contact={query.data} />;
}

function ContactDetails({ contact }: { contact: ChatContactWithDetails }) {
  const { t, i18n } = useTranslation();
  const { details, attachments } = contact;
  // "Email · Work": the contact's own label, in the reader's language when it is a known one.
  const withLabel = (kind: string, label: string) => {
    const known = LABELS.find((value) => value.toLowerCase() === label.trim().toLowerCase());
    const shown = known ? t(`chat.info.labels.${known}`) : label.trim();
    return shown ? `${kind} · ${shown}` : kind;
  };
  const shared = attachments.media.length + attachments.docs.length + attachments.links.length;
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 3, alignContent: 'start' }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
        <Avatar
          src={contact.avatar ?? undefined}
          alt=""
          sx={{ width: 96, height: 96, fontSize: 36 }}
        >
          {initialsOf(contact.name)}
        </Avatar>
        <Typography variant="h6" component="p">
          {contact.name}
        </Typography>
        {contact.about && <Typography color="text.secondary">{contact.about}</Typography>}
      </Box>
      <Divider />
      <Section title={t('chat.info.details')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {details.title && <Field label={t('chat.info.jobTitle')}>{details.title}</Field>}
          {details.company && <Field label={t('chat.info.company')}>{details.company}</Field>}
          {details.emails.map((email) => (
            <Field key={email.email} label={withLabel(t('chat.info.email'), email.label)}>
              <Link href={`mailto:${email.email}`}>{email.email}</Link>
            </Field>
          ))}
          {details.phoneNumbers.map((phone) => (
            <Field
              key={`${phone.country}-${phone.phoneNumber}`}
              label={withLabel(t('chat.info.phone'), phone.label)}
            >
              {`${phone.country.toUpperCase()} ${phone.phoneNumber}`}
            </Field>
          ))}
          {details.birthday && (
            <Field label={t('chat.info.birthday')}>
              {formatDisplayDate(details.birthday, i18n.resolvedLanguage ?? 'en', 'UTC')}
            </Field>
          )}
          {details.address && <Field label={t('chat.info.address')}>{details.address}</Field>}
        </Box>
      </Section>
      <Divider />
      <Section title={t('chat.info.shared')}>
        {shared === 0 && (
          <Typography color="text.secondary">{t('chat.info.nothingShared')}</Typography>
        )}
        {attachments.media.length > 0 && (
          <Box
            component="ul"
            aria-label={t('chat.info.media')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 1,
            }}
          >
            {attachments.media.map((src, index) => (
              <li key={src}>
                <Link
                  href={src}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('chat.info.openImage', { number: index + 1 })}
                >
                  <Box
                    component="img"
                    src={src}
                    alt=""
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '1',
                      objectFit: 'cover',
                      borderRadius: 1,
                      display: 'block',
                    }}
                  />
                </Link>
              </li>
            ))}
          </Box>
        )}
        {attachments.docs.length > 0 && (
          <Box
            component="ul"
            aria-label={t('chat.info.docs')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {attachments.docs.map((name) => (
              <Box component="li" key={name} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <DescriptionOutlined fontSize="small" color="action" aria-hidden />
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {name}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {attachments.links.length > 0 && (
          <Box
            component="ul"
            aria-label={t('chat.info.links')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {attachments.links.map((url) => (
              <Typography component="li" variant="body2" key={url} sx={{ wordBreak: 'break-all' }}>
                {isWebLink(url) ? (
                  <Link href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </Link>
                ) : (
                  url
                )}
              </Typography>
            ))}
          </Box>
        )}
      </Section>
    </Box>
  );
}
