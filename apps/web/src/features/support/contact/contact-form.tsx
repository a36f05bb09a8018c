import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import {
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  SUPPORT_CATEGORIES,
} from '@rehearse/contracts/support';
import type { User } from '@rehearse/contracts/user';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useCreateSupportRequest } from '../api/support.queries';
import { contactFormSchema, type ContactValues } from './contact-form-schema';

const EMPTY: ContactValues = { name: '', email: '', category: '', subject: '', message: '' };

// Subject, message and category (plus name and email from a signed-out visitor). After sending:
// a thank-you with the reference, and a way to write another.
export function ContactForm({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const create = useCreateSupportRequest();
  const errorText = useErrorText();
  const signedIn = user !== null;
  // The first field to fix gets the focus, so keyboard and screen-reader users land on it.
  const schema = contactFormSchema(signedIn);
  const form = useForm({
    resolver: contractResolver<typeof schema, ContactValues>(schema),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, formState, reset } = form;
  const [email, message] = useWatch({ control, name: ['email', 'message'] });

  const submit = handleSubmit((request) => {
    create.mutate(request, { onError: (error) => applyServerError(form, error) });
  });

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
              reset(EMPTY);
              create.reset();
            }}
          >
            {t('support.contact.another')}
          </Button>
        }
      >
        <AlertTitle>{t('support.contact.sentTitle')}</AlertTitle>
        {t('support.contact.sentText', {
          email: user?.email ?? email.trim(),
          reference: create.data.id.slice(0, 8),
        })}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {signedIn ? (
        <Alert severity="info" variant="outlined">
          {t('support.contact.signedInAs', { name: user.name, email: user.email })}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ControlledTextField
            control={control}
            name="name"
            label={t('support.contact.name')}
            required
            autoComplete="name"
          />
          <ControlledTextField
            control={control}
            name="email"
            type="email"
            label={t('support.contact.email')}
            required
            autoComplete="email"
            helperText={t('support.contact.emailHelp')}
          />
        </Box>
      )}
      <ControlledTextField
        control={control}
        select
        name="category"
        label={t('support.contact.category')}
        required
      >
        {SUPPORT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`support.categories.${category}`)}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField
        control={control}
        name="subject"
        label={t('support.contact.subject')}
        required
        slotProps={{ htmlInput: { maxLength: SUBJECT_MAX_LENGTH } }}
      />
      <ControlledTextField
        control={control}
        name="message"
        label={t('support.contact.message')}
        required
        multiline
        minRows={6}
        helperText={t('support.contact.messageHelp', {
          length: message.length,
          max: MESSAGE_MAX_LENGTH,
        })}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      {formState.errors.root?.form && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{t('support.contact.failed')}</AlertTitle>
          {errorText(formState.errors.root.form)}
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
