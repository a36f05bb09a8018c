import { newShortcutSchema, type NewShortcut } from '@rehearse/contracts/shortcuts';

export type ShortcutFormValues = {
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean;
};
export type ShortcutFormField = 'label' | 'icon' | 'link' | 'description';
export type ShortcutFormError = 'required' | 'tooLong' | 'invalidLink';
export type ShortcutFormErrors = Partial<Record<ShortcutFormField, ShortcutFormError>>;

// The form rules of core-product.md §5 come from the shared contract; each failing field gets one
// error kind that the form words in the user's language.
export function shortcutFormErrors(values: ShortcutFormValues): ShortcutFormErrors {
  const parsed = newShortcutSchema.safeParse(toNewShortcut(values));
  if (parsed.success) return {};
  const errors: ShortcutFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ShortcutFormField;
    if (errors[field]) continue;
    const value = values[field].trim();
    errors[field] =
      value.length === 0 ? 'required' : issue.code === 'too_big' ? 'tooLong' : 'invalidLink';
  }
  return errors;
}

export function toNewShortcut(values: ShortcutFormValues): NewShortcut {
  return {
    label: values.label,
    icon: values.icon,
    link: values.link,
    description: values.description.trim() ? values.description : null,
    useRouter: values.useRouter,
  };
}
