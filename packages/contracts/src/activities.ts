import { z } from 'zod';

// Activity feed item. An item shows an icon or an image; absent optional
// parts are null. `description`, `extraContent` and `linkedContent` may hold simple HTML.
export const activitySchema = z.object({
  id: z.string(),
  // An icon name such as "heroicons_solid:academic-cap".
  icon: z.string().nullable(),
  // An image URL (an avatar) shown instead of an icon.
  image: z.string().nullable(),
  description: z.string(),
  // ISO 8601.
  date: z.string(),
  extraContent: z.string().nullable(),
  linkedContent: z.string().nullable(),
  link: z.string().nullable(),
  // true: the link is an in-app route; false: open it as a plain link.
  useRouter: z.boolean().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

// GET pages/activities answers the feed newest first.
export const activitiesSchema = z.array(activitySchema);

// The shape of the seed data file: the date is an offset in minutes before sign-up.
export type ActivitySeed = Omit<Activity, 'id' | 'date'> & { minutesBefore: number };
