import { z } from 'zod';
import { appLinkSchema } from './navigation';

export const SHORTCUT_LABEL_MAX = 100;
export const SHORTCUT_DESCRIPTION_MAX = 300;
export const SHORTCUT_ICON_MAX = 200;

export const shortcutSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  link: z.string(),
  useRouter: z.boolean(),
});
export type Shortcut = z.infer<typeof shortcutSchema>;
export const shortcutListSchema = z.array(shortcutSchema);

// The shortcut form: label, icon and link required, description optional,
// useRouter a toggle (off unless set, like the form's initial state).
const shortcutFields = {
  label: z
    .string({ error: 'Label is required' })
    .trim()
    .min(1, 'Label is required')
    .max(SHORTCUT_LABEL_MAX, `Label must be at most ${SHORTCUT_LABEL_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(
      SHORTCUT_DESCRIPTION_MAX,
      `Description must be at most ${SHORTCUT_DESCRIPTION_MAX} characters`,
    )
    .nullable()
    .optional(),
  icon: z
    .string({ error: 'Icon is required' })
    .trim()
    .min(1, 'Icon is required')
    .max(SHORTCUT_ICON_MAX, `Icon must be at most ${SHORTCUT_ICON_MAX} characters`),
  link: appLinkSchema,
  useRouter: z.boolean().optional(),
};

export const newShortcutSchema = z.object(shortcutFields);
export type NewShortcut = z.infer<typeof newShortcutSchema>;

// PATCH merges: every field optional, but a given label, icon or link may not be emptied.
export const shortcutChangesSchema = newShortcutSchema.partial();
export type ShortcutChanges = z.infer<typeof shortcutChangesSchema>;

const idSchema = z.string({ error: 'id is required' }).min(1, 'id is required').max(100);

export const createShortcutSchema = z.object({ shortcut: newShortcutSchema });
export const updateShortcutSchema = z.object({ id: idSchema, shortcut: shortcutChangesSchema });
export const shortcutIdQuerySchema = z.object({ id: idSchema });
