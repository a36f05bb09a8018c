import { createRoute } from '@hono/zod-openapi';
import {
  contactAvatarFormSchema,
  CONTACT_AVATAR_MAX_BYTES,
  contactAvatarJsonSchema,
  contactSchema,
} from '@rehearse/contracts/contacts';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { imageTooLarge } from '../../platform/image-data-url';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { setContactAvatar } from './contacts.service';

const MB = 1024 * 1024;
const base = { tags: ['Contacts'], security: bearerSecurity, middleware: requireAuth };
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input, naming the field');
const missing = errorContent('No such contact of this user');
const contact = jsonContent(contactSchema, 'The contact');

const avatar = createRoute({
  ...base,
  method: 'post',
  path: '/',
  summary:
    'Set a contact avatar: multipart/form-data (id, avatar file) or JSON {id, avatar: data URL}. PNG, JPEG, GIF or WebP by content, at most 2 MB; stored as a data URL',
  request: {
    // Not `required`: each validator then runs only for its own content type.
    body: {
      required: false,
      content: {
        'application/json': { schema: contactAvatarJsonSchema },
        'multipart/form-data': { schema: contactAvatarFormSchema },
      },
    },
  },
  responses: {
    200: contact,
    400: invalid,
    401: unauthorized,
    404: missing,
    415: errorContent('Neither JSON nor multipart/form-data'),
  },
});

const isMultipart = (type: string | undefined) => /^multipart\/form-data/i.test(type ?? '');
const isJson = (type: string | undefined) =>
  /^application\/([a-z0-9.+-]+\+)?json/i.test(type ?? '');

// Its own router for its own body limit: a 2 MB image as a file, or as a data URL (4/3 larger)
// in JSON; the service then checks the image itself against 2 MB. Every other contact call keeps
// the 1 MB limit.
export const contactAvatarRoutes = createCommonRouter({
  maxBodyBytes: 3 * MB,
  bodyTooLarge: () => imageTooLarge('avatar', CONTACT_AVATAR_MAX_BYTES),
}).openapi(avatar, async (c) => {
  const type = c.req.header('content-type');
  const { db, user } = c.var;
  // Both schemas validated above, each for its own content type; the typed result is their
  // union, hence the narrowing.
  if (isMultipart(type)) {
    const { id, avatar: file } = c.req.valid('form');
    if (typeof file !== 'string') {
      const upload = {
        kind: 'file',
        bytes: new Uint8Array(await file.arrayBuffer()),
        type: file.type,
      } as const;
      return c.json(await setContactAvatar(db, user.id, id, upload), 200);
    }
  }
  if (isJson(type)) {
    const { id, avatar: dataUrl } = c.req.valid('json');
    if (typeof dataUrl === 'string') {
      return c.json(await setContactAvatar(db, user.id, id, { kind: 'dataUrl', dataUrl }), 200);
    }
  }
  throw new AppError(
    'validation.invalid_body',
    'Send multipart/form-data with fields id and avatar (a file), or JSON {id, avatar}',
    { field: 'body' },
  );
});
