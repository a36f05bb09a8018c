import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SUPPORT_CATEGORIES, type CreateSupportRequest } from '@rehearse/contracts/support';
import type { User } from '@rehearse/contracts/user';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSupportRequest } from '../api/support.queries';
import { useErrorText } from '../../../lib/error-text';
import {
  contactBody,
  contactErrors,
  type ContactField,
  type ContactValues,
} from './contact-errors';

const EMPTY: ContactValues = { name: '', email: '', category: '', subject: '', message: '' };
const MESSAGE_MAX = 5000;

// Subject, message and category (plus name and email from a signed-out visitor). After sending:
// a thank-you with the reference, and a way to write another.
export function ContactForm({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const create = useCreateSupportRequest();
  const errorText = useErrorText();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const signedIn = user !== null;
  const errors = submitted ? contactErrors(values, signedIn) : {};
  const message = (field: ContactField) => {
    const code = errors[field];
    return code ? t(`support.contact.errors.${code}`) : undefined;
  };

  const set = (field: ContactField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = contactErrors(values, signedIn);
    const first = Object.keys(found)[0];
    if (first) {
      // Focus the first field to fix, so keyboard and screen-reader users land on it.
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    create.mutate(contactBody(values, signedIn) as CreateSupportRequest);
  };

  if (create.isSuccess) {
    return (
      <Alert
        severity="success"
        variant="outlined"
        role="status"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setValues(EMPTY);
              setSubmitted(false);
              create.reset();
            }}
          >
            {t('support.contact.another')}
          </Button>
        }
      >
        <AlertTitle>{t('support.contact.sentTitle')}</AlertTitle>
        {t('support.contact.sentText', {
          email: user?.email ?? values.email.trim(),
          reference: create.data.id.slice(0, 8),
        })}
      </Alert>
    );
  }

  return (
    <Box
      ref={form}
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {signedIn ? (
        <Alert severity="info" variant="outlined">
          {t('support.contact.signedInAs', { name: user.name, email: user.email })}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            name="name"
            label={t('support.contact.name')}
            required
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            error={Boolean(errors.name)}
            helperText={message('name')}
          />
          <TextField
            name="email"
            type="email"
            label={t('support.contact.email')}
            required
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            error={Boolean(errors.email)}
            helperText={message('email') ?? t('support.contact.emailHelp')}
          />
        </Box>
      )}
      <TextField
        select
        name="category"
        label={t('support.contact.category')}
        required
        value={values.category}
        onChange={(e) => set('category')(e.target.value)}
        error={Boolean(errors.category)}
        helperText={message('category')}
      >
        {SUPPORT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`support.categories.${category}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="subject"
        label={t('support.contact.subject')}
        required
        value={values.subject}
        onChange={(e) => set('subject')(e.target.value)}
        error={Boolean(errors.subject)}
        helperText={message('subject')}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TextField
        name="message"
        label={t('support.contact.message')}
        required
        multiline
        minRows={6}
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        error={Boolean(errors.message)}
        helperText={
          message('message') ??
          t('support.contact.messageHelp', { length: values.message.length, max: MESSAGE_MAX })
        }
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      {create.isError && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{t('support.contact.failed')}</AlertTitle>
          {errorText(create.error)}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('support.contact.send')}
        </Button>
      </Box>
    </Box>
  );
}
