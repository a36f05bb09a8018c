import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import type { ContactFormOutput, ContactFormValues } from './contact-form-schema';
import { RepeatedFields } from './repeated-fields';

type Props = { control: Control<ContactFormValues, unknown, ContactFormOutput> };

// Any number of email addresses (the contract allows 20), each with a label such as Work.
export function EmailFields({ control }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  return (
    <RepeatedFields
      legend={t('contacts.fields.emails')}
      rows={fields}
      renderRow={(index) => (
        <>
          <ControlledTextField
            control={control}
            name={`emails.${index}.email`}
            type="email"
            label={t('contacts.fields.email')}
            size="small"
            sx={{ flex: 2, minWidth: 200 }}
          />
          <ControlledTextField
            control={control}
            name={`emails.${index}.label`}
            label={t('contacts.fields.label')}
            placeholder={t('contacts.fields.emailLabelHint')}
            size="small"
            sx={{ flex: 1, minWidth: 120 }}
          />
        </>
      )}
      removeLabel={(index) => t('contacts.fields.removeEmail', { number: index + 1 })}
      onRemove={remove}
      addLabel={t('contacts.fields.addEmail')}
      onAdd={() => append({ email: '', label: '' })}
    />
  );
}
