import type { NewShortcut } from '@rehearse/contracts/shortcuts';

export type ShortcutFormValues = {
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean;
};

// The form's checked values as the API takes them: an empty description is none at all.
export function toNewShortcut(values: NewShortcut): NewShortcut {
  return {
    label: values.label,
    icon: values.icon,
    link: values.link,
    description: values.description?.trim() ? values.description : null,
    useRouter: values.useRouter ?? false,
  };
}
