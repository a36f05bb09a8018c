import { z } from 'zod';
import { isInAppPath } from './app-links';
import { appLinkSchema } from './navigation';

// Messages and notifications of the header panels have the same fields (decision 003), so one
// schema serves both; `field` is the body key that wraps
// an item in requests ('message' or 'notification').
export const FEED_ITEM_KINDS = ['message', 'notification'] as const;
export type FeedItemKind = (typeof FEED_ITEM_KINDS)[number];

// Title and description are shown as HTML by the panels; they are stored as given, so the
// limits keep one item from being a page of markup.
export const FEED_ITEM_TITLE_MAX = 300;
export const FEED_ITEM_DESCRIPTION_MAX = 2000;
const IMAGE_MAX = 2000;
const ICON_MAX = 200;

export const feedItemSchema = z.object({
  id: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  // ISO 8601 date-time.
  time: z.string(),
  read: z.boolean(),
  seen: z.boolean(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedItemListSchema = z.array(feedItemSchema);

const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`).nullable().optional();

// Every field a client may set; ids are the server's.
const feedItemFields = {
  icon: optionalText(ICON_MAX, 'Icon'),
  image: z
    .string()
    .max(IMAGE_MAX, `Image must be at most ${IMAGE_MAX} characters`)
    .refine(
      (v) => isInAppPath(v) || /^https:\/\/\S+$/i.test(v),
      'Image must be an in-app path or an https URL',
    )
    .nullable()
    .optional(),
  title: optionalText(FEED_ITEM_TITLE_MAX, 'Title'),
  description: optionalText(FEED_ITEM_DESCRIPTION_MAX, 'Description'),
  time: z.iso.datetime({ offset: true, error: 'Time must be an ISO 8601 date-time' }).optional(),
  read: z.boolean().optional(),
  seen: z.boolean().optional(),
  link: appLinkSchema.nullable().optional(),
  useRouter: z.boolean().optional(),
};

export const newFeedItemSchema = z
  .object(feedItemFields)
  .refine((item) => Boolean(item.title?.trim() || item.description?.trim()), {
    message: 'Give a title or a description',
    path: ['title'],
  });
export type NewFeedItem = z.infer<typeof newFeedItemSchema>;

export const feedItemChangesSchema = z.object(feedItemFields);
export type FeedItemChanges = z.infer<typeof feedItemChangesSchema>;

const idSchema = z.string({ error: 'id is required' }).min(1, 'id is required').max(100);

// Request bodies for one kind: POST {message}, PATCH {id, message}, toggle {message}. Each
// unwraps to what the call needs, so one route implementation serves both kinds.
export const feedItemRequests = (field: FeedItemKind) => ({
  create: z
    .object({ [field]: newFeedItemSchema })
    .transform((body): NewFeedItem => body[field] as NewFeedItem),
  update: z.object({ id: idSchema, [field]: feedItemChangesSchema }).transform((body) => ({
    id: body.id as string,
    changes: body[field] as FeedItemChanges,
  })),
  // The panel sends the whole item back; only its id matters, the server flips the stored flag.
  toggle: z
    .object({ [field]: z.object({ id: idSchema }) })
    .transform((body) => (body[field] as { id: string }).id),
});
export type FeedItemRequests = ReturnType<typeof feedItemRequests>;

export const feedItemIdQuerySchema = z.object({ id: idSchema });

export const messageRequests = feedItemRequests('message');
export const notificationRequests = feedItemRequests('notification');
