import { z } from 'zod';
import { isInAppPath } from './app-links';
import { optionalText } from './optional-text';
import { emailAddressSchema } from './auth';

// Contacts app (decision 006), calls under /api/apps/contacts.

export const NEW_CONTACT_NAME = 'New Contact';
// The uploaded image itself; its data URL is about 4/3 of this.
export const CONTACT_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const CONTACT_AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const contactEmailSchema = z.object({
  email: emailAddressSchema,
  label: z.string().trim().max(50, 'Label must be at most 50 characters'),
});
export type ContactEmail = z.infer<typeof contactEmailSchema>;

export const contactPhoneNumberSchema = z.object({
  // ISO 3166-1 alpha-2 code of a country of GET countries, stored in lower case.
  country: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2}$/, 'Country must be a two-letter ISO code')
    .transform((v) => v.toLowerCase()),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'Phone number cannot be empty')
    .max(40, 'Phone number must be at most 40 characters')
    .regex(/^[0-9 ()+\-.]+$/, 'Phone number may hold only digits, spaces and + ( ) - .'),
  label: z.string().trim().max(50, 'Label must be at most 50 characters'),
});
export type ContactPhoneNumber = z.infer<typeof contactPhoneNumberSchema>;

export const contactSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  name: z.string(),
  emails: z.array(contactEmailSchema),
  phoneNumbers: z.array(contactPhoneNumberSchema),
  // null when the contact has none (some sample contacts lack a title); '' on a new contact.
  title: z.string().nullable(),
  company: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

export const countrySchema = z.object({
  id: z.string(),
  iso: z.string(),
  name: z.string(),
  code: z.string(),
  flagImagePos: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const contactTagSchema = z.object({ id: z.string(), title: z.string() });
export type ContactTag = z.infer<typeof contactTagSchema>;

const id = (field: string) =>
  z.string({ error: `${field} is required` }).min(1, `${field} is required`);

export const contactIdQuerySchema = z.object({ id: id('id') });
export const contactSearchQuerySchema = z.object({
  query: z.string().max(200, 'Query must be at most 200 characters').default(''),
});

// Pictures we serve (/images/...), https URLs, or inline image data URLs. Data URLs are also
// checked byte by byte (type and 2 MB) by the service, as for POST avatar.
const imageRefSchema = z
  .string()
  .refine(
    (v) => isInAppPath(v) || v.startsWith('https://') || /^data:image\/[a-z+.-]+;base64,/.test(v),
    'Must be an image path, an https URL or an image data URL',
  );

// The contact's own text fields answer null when empty, so null is stored as null.
const nullableText = (max: number) =>
  z.string().max(max, `Must be at most ${max} characters`).nullable().optional();

// Email and phone labels are text ('' when empty) and also take null.
const entryLabel = optionalText(z.string().trim().max(50, 'Label must be at most 50 characters'));
const contactEmailInputSchema = contactEmailSchema.extend({ label: entryLabel });
const contactPhoneNumberInputSchema = contactPhoneNumberSchema.extend({ label: entryLabel });

// PATCH contact takes {id, contact}: the given fields replace the stored ones, the rest stay.
// Other keys a client sends back (id, job...) are ignored, never applied.
export const updateContactSchema = z.object({
  id: id('id'),
  contact: z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Name cannot be empty')
      .max(200, 'Name must be at most 200 characters')
      .optional(),
    avatar: imageRefSchema.nullable().optional(),
    background: imageRefSchema.nullable().optional(),
    emails: z.array(contactEmailInputSchema).max(20, 'At most 20 emails').optional(),
    phoneNumbers: z
      .array(contactPhoneNumberInputSchema)
      .max(20, 'At most 20 phone numbers')
      .optional(),
    title: nullableText(200),
    company: nullableText(200),
    birthday: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], {
        error: 'Birthday must be an ISO date or datetime, or null',
      })
      .nullable()
      .optional(),
    address: nullableText(500),
    notes: nullableText(20_000),
    tags: z.array(z.string()).max(50, 'At most 50 tags').optional(),
  }),
});
export type UpdateContactInput = z.infer<typeof updateContactSchema>;

const tagTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title cannot be empty')
  .max(50, 'Title must be at most 50 characters');

export const createContactTagSchema = z.object({ tag: z.object({ title: tagTitle }) });
export type CreateContactTagInput = z.infer<typeof createContactTagSchema>;

export const updateContactTagSchema = z.object({
  id: id('id'),
  tag: z.object({ title: tagTitle.optional() }),
});
export type UpdateContactTagInput = z.infer<typeof updateContactTagSchema>;

// POST avatar as JSON: the image inline as a data URL.
export const contactAvatarJsonSchema = z.object({
  id: id('id'),
  avatar: z
    .string({ error: 'avatar is required' })
    .startsWith('data:', 'Avatar must be an image data URL (data:image/...;base64,...)'),
});
// POST avatar as multipart/form-data: fields id and avatar (the file).
export const contactAvatarFormSchema = z.object({
  id: id('id'),
  // The metadata tells OpenAPI generators how a file field looks.
  avatar: z
    .file({ error: 'avatar must be an image file' })
    .meta({ type: 'string', format: 'binary' }),
});

// GET page: the contacts list a screen shows, one page at a time in the order of GET all
// (docs/decisions/062-contacts-screen.md). GET all and search answer every contact whole,
// which is too much for 100,000; a page answers at most CONTACT_PAGE_MAX slim rows and a cursor
// for the next. The first page (no `after`) also carries the total and the count per first
// letter, for the list's group headers.
export const CONTACT_PAGE_DEFAULT = 100;
export const CONTACT_PAGE_MAX = 200;

export const contactPageQuerySchema = z.object({
  query: z.string().max(200, 'Query must be at most 200 characters').default(''),
  after: z.string().max(1000, 'after must be at most 1000 characters').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CONTACT_PAGE_MAX, `limit must be at most ${CONTACT_PAGE_MAX}`)
    .default(CONTACT_PAGE_DEFAULT),
});
export type ContactPageQuery = z.input<typeof contactPageQuerySchema>;

// `letter` is the row's group: the upper-cased first character of its name, computed by the
// database (the same expression as `letters`), so headers and counts always agree.
export const contactListItemSchema = contactSchema
  .pick({ id: true, avatar: true, name: true, title: true, company: true })
  .extend({ letter: z.string() });
export type ContactListItem = z.infer<typeof contactListItemSchema>;

// A group of the list: the upper-cased first character of the names in it, and how many
// contacts it holds.
export const contactLetterSchema = z.object({ letter: z.string(), count: z.number().int() });
export type ContactLetter = z.infer<typeof contactLetterSchema>;

export const contactPageSchema = z.object({
  contacts: z.array(contactListItemSchema),
  // Pass as `after` for the next page; null on the last page.
  next: z.string().nullable(),
  // Only on the first page.
  total: z.number().int().optional(),
  letters: z.array(contactLetterSchema).optional(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;
