import { createRoute, z } from '@hono/zod-openapi';
import {
  contactIdQuerySchema,
  contactPageQuerySchema,
  contactPageSchema,
  contactSchema,
  contactSearchQuerySchema,
  contactTagSchema,
  countrySchema,
  createContactTagSchema,
  updateContactSchema,
  updateContactTagSchema,
} from '@rehearse/contracts/contacts';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { listContactPage } from './contacts-page.service';
import {
  createContactTag,
  deleteContactTag,
  listContactTags,
  listCountries,
  updateContactTag,
} from './contact-tags.service';
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  searchContacts,
  updateContact,
} from './contacts.service';

const tags = ['Contacts'];
const security = bearerSecurity;
const middleware = requireAuth;
const base = { tags, security, middleware };
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input, naming the field');
const missing = errorContent('No such contact or tag of this user');
const contact = jsonContent(contactSchema, 'The contact');
const contactList = jsonContent(z.array(contactSchema), 'Contacts sorted by name');
const tag = jsonContent(contactTagSchema, 'The tag');
const done = jsonContent(z.literal(true), 'Removed');

const all = createRoute({
  ...base,
  method: 'get',
  path: '/all',
  summary: 'All contacts, sorted by name (case-insensitive)',
  responses: { 200: contactList, 401: unauthorized },
});
const search = createRoute({
  ...base,
  method: 'get',
  path: '/search',
  summary: 'Contacts whose name contains the query (case-insensitive), by name; empty: all',
  request: { query: contactSearchQuerySchema },
  responses: { 200: contactList, 400: invalid, 401: unauthorized },
});
// Beside the spec's calls: the screen's list at 100,000 contacts (decision 062).
const page = createRoute({
  ...base,
  method: 'get',
  path: '/page',
  summary:
    'One page of contacts (id, avatar, name, title, company, letter) in the order of GET all, optionally only names containing `query`; `next` is the cursor for `after`. The first page also answers the total and the count per first letter',
  request: { query: contactPageQuerySchema },
  responses: {
    200: jsonContent(contactPageSchema, 'A page of contacts'),
    400: invalid,
    401: unauthorized,
  },
});
const getOne = createRoute({
  ...base,
  method: 'get',
  path: '/contact',
  summary: 'One contact',
  request: { query: contactIdQuerySchema },
  responses: { 200: contact, 400: invalid, 401: unauthorized, 404: missing },
});
const create = createRoute({
  ...base,
  method: 'post',
  path: '/contact',
  summary:
    "Create a blank contact named 'New Contact' (no body). Lists stay sorted by name; among equal names the newest comes first",
  responses: { 200: contact, 401: unauthorized },
});
const update = createRoute({
  ...base,
  method: 'patch',
  path: '/contact',
  summary: "Merge fields into a contact; tags must be the user's tag ids",
  request: jsonBody(updateContactSchema),
  responses: { 200: contact, 400: invalid, 401: unauthorized, 404: missing },
});
const remove = createRoute({
  ...base,
  method: 'delete',
  path: '/contact',
  summary: 'Delete a contact',
  request: { query: contactIdQuerySchema },
  responses: { 200: done, 400: invalid, 401: unauthorized, 404: missing },
});
const countryList = createRoute({
  ...base,
  method: 'get',
  path: '/countries',
  summary: 'Countries with ISO code, dialling code and flag sprite offset, by name',
  responses: { 200: jsonContent(z.array(countrySchema), 'Countries'), 401: unauthorized },
});
const tagList = createRoute({
  ...base,
  method: 'get',
  path: '/tags',
  summary: 'Contact tags, newest first',
  responses: { 200: jsonContent(z.array(contactTagSchema), 'Tags'), 401: unauthorized },
});
const createTag = createRoute({
  ...base,
  method: 'post',
  path: '/tag',
  summary: 'Create a tag (it comes first in the tag list)',
  request: jsonBody(createContactTagSchema),
  responses: { 200: tag, 400: invalid, 401: unauthorized },
});
const updateTag = createRoute({
  ...base,
  method: 'patch',
  path: '/tag',
  summary: 'Rename a tag',
  request: jsonBody(updateContactTagSchema),
  responses: { 200: tag, 400: invalid, 401: unauthorized, 404: missing },
});
const removeTag = createRoute({
  ...base,
  method: 'delete',
  path: '/tag',
  summary: 'Delete a tag and strip it from every contact, in one transaction',
  request: { query: contactIdQuerySchema },
  responses: { 200: done, 400: invalid, 401: unauthorized, 404: missing },
});
export const contactRoutes = createCommonRouter()
  .openapi(all, async (c) => c.json(await listContacts(c.var.db, c.var.user.id), 200))
  .openapi(search, async (c) =>
    c.json(await searchContacts(c.var.db, c.var.user.id, c.req.valid('query').query), 200),
  )
  .openapi(page, async (c) =>
    c.json(await listContactPage(c.var.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(getOne, async (c) =>
    c.json(await getContact(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(create, async (c) => c.json(await createContact(c.var.db, c.var.user.id), 200))
  .openapi(update, async (c) =>
    c.json(await updateContact(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) =>
    c.json(await deleteContact(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(countryList, async (c) => c.json(await listCountries(c.var.db), 200))
  .openapi(tagList, async (c) => c.json(await listContactTags(c.var.db, c.var.user.id), 200))
  .openapi(createTag, async (c) =>
    c.json(await createContactTag(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(updateTag, async (c) =>
    c.json(await updateContactTag(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(removeTag, async (c) =>
    c.json(await deleteContactTag(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  );
