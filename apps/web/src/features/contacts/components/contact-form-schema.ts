import { z } from 'zod';
import { updateContactSchema, type Contact } from '@rehearse/contracts/contacts';

const fields = updateContactSchema.shape.contact.shape;

// An empty text field means "none", which the contact stores as null.
const emptyIsNull = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema,
  );

// The editor's rules are the contract's (PATCH contact), with every field present.
export const contactFormSchema = z.object({
  name: fields.name.unwrap(),
  title: emptyIsNull(fields.title),
  company: emptyIsNull(fields.company),
  emails: fields.emails.unwrap(),
  phoneNumbers: fields.phoneNumbers.unwrap(),
  birthday: emptyIsNull(fields.birthday),
  address: emptyIsNull(fields.address),
  notes: emptyIsNull(fields.notes),
  tags: fields.tags.unwrap(),
});
export type ContactFormOutput = z.output<typeof contactFormSchema>;

// What the fields hold: text everywhere ('' for none), the birthday as the date field's
// YYYY-MM-DD.
export type ContactFormValues = {
  name: string;
  title: string;
  company: string;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  birthday: string;
  address: string;
  notes: string;
  tags: string[];
};

export const formValuesOf = (contact: Contact): ContactFormValues => ({
  name: contact.name,
  title: contact.title ?? '',
  company: contact.company ?? '',
  emails: contact.emails,
  phoneNumbers: contact.phoneNumbers,
  // Stored as a moment at midnight or noon UTC: its UTC day is the birthday.
  birthday: contact.birthday ? contact.birthday.slice(0, 10) : '',
  address: contact.address ?? '',
  notes: contact.notes ?? '',
  tags: contact.tags,
});
