import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@rehearse/contracts/contacts';
import { useUnsavedChangesGuard } from '../../../components/confirmation/use-unsaved-changes-guard';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { TagPicker } from '../../../components/tags/tag-picker';
import { contactTagStore, useUpdateContact } from '../api/contacts.queries';
import { AvatarField } from './avatar-field';
import {
  contactFormSchema,
  formValuesOf,
  type ContactFormOutput,
  type ContactFormValues,
} from './contact-form-schema';
import { EmailFields } from './email-fields';
import { PhoneFields } from './phone-fields';

type Props = { contact: Contact; onDone: () => void };

// The contact's editor. Saving shows the change in the list and the contact at once; if the
// server refuses, both go back, the form keeps what was typed with the server's reasons, and a
// toast says so. The picture is uploaded on its own, as soon as it is cropped.
export function ContactForm({ contact, onDone }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdateContact();
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: contractResolver(contactFormSchema),
    defaultValues: formValuesOf(contact),
  });
  const { control, handleSubmit, formState } = form;
  const allowLeaving = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful, {
    title: t('contacts.form.leaveTitle'),
    message: t('contacts.form.leaveMessage'),
    leave: t('contacts.form.leave'),
    stay: t('contacts.form.stay'),
  });
  const notes = useController({ control, name: 'notes' });
  const tags = useController({ control, name: 'tags' });

  const onSubmit = handleSubmit(
    (values) =>
      new Promise<void>((resolve) => {
        update.mutate(
          { id: contact.id, contact: values },
          {
            onSuccess: () => {
              allowLeaving();
              onDone();
            },
            onError: (error) => {
              applyServerError(form, error);
              toast({
                severity: 'error',
                message: t('contacts.toast.saveFailed', { reason: errorText(error) }),
              });
            },
            onSettled: () => resolve(),
          },
        );
      }),
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('contacts.form.label', { name: contact.name })}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('contacts.form.title', { name: contact.name })}
      </Typography>
      <AvatarField contact={contact} />
      {formState.errors.root?.form && (
        <Alert severity="error" role="alert">
          {errorText(formState.errors.root.form)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ControlledTextField
          control={control}
          name="name"
          label={t('contacts.fields.name')}
          required
          autoFocus
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <ControlledTextField
          control={control}
          name="title"
          label={t('contacts.fields.title')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <ControlledTextField
          control={control}
          name="company"
          label={t('contacts.fields.company')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Box>
      <EmailFields control={control} />
      <PhoneFields control={control} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <ControlledTextField
          control={control}
          name="birthday"
          type="date"
          label={t('contacts.fields.birthday')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ControlledTextField
          control={control}
          name="address"
          label={t('contacts.fields.address')}
          multiline
          minRows={1}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Box>
      <TagPicker
        store={contactTagStore}
        label={t('contacts.fields.tags')}
        value={tags.field.value}
        onChange={tags.field.onChange}
        inputRef={tags.field.ref}
      />
      <RichTextEditor
        label={t('contacts.fields.notes')}
        value={notes.field.value}
        onChange={notes.field.onChange}
        onBlur={notes.field.onBlur}
        error={notes.fieldState.error && errorText(notes.fieldState.error)}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onDone} disabled={formState.isSubmitting}>
          {t('contacts.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('contacts.form.saving') : t('contacts.form.save')}
        </Button>
      </Box>
    </Box>
  );
}
