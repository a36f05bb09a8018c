// Options of the confirmation dialog and their merging with the defaults.

export type ConfirmColor = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';
export type ConfirmIconName = 'warning' | 'error' | 'info' | 'success' | 'help';
export type ConfirmResult = 'confirmed' | 'cancelled';

export type ConfirmOptions = {
  title: string;
  message: string;
  icon: { show: boolean; name: ConfirmIconName; color: ConfirmColor };
  actions: {
    confirm: { show: boolean; label: string; color: ConfirmColor };
    cancel: { show: boolean; label: string };
  };
  // Whether Escape and a click on the backdrop close the dialog (answering 'cancelled').
  dismissible: boolean;
};

// What a caller passes: any part of the options, at any depth.
export type ConfirmConfig = {
  title?: string;
  message?: string;
  icon?: Partial<ConfirmOptions['icon']>;
  actions?: {
    confirm?: Partial<ConfirmOptions['actions']['confirm']>;
    cancel?: Partial<ConfirmOptions['actions']['cancel']>;
  };
  dismissible?: boolean;
};

// The defaults (a red warning icon, Confirm and Cancel shown, not dismissible) without their
// texts, which come translated from the provider.
export const CONFIRM_DEFAULT_SHAPE = {
  icon: { show: true, name: 'warning', color: 'error' },
  actions: { confirm: { show: true, color: 'error' }, cancel: { show: true } },
  dismissible: false,
} as const satisfies Omit<ConfirmConfig, 'title' | 'message'>;

// A deep merge that only takes values the caller actually set: an explicit `undefined` (common
// when options are spread from optional props) never erases a default.
export function mergeConfirmOptions(
  defaults: ConfirmOptions,
  config: ConfirmConfig = {},
): ConfirmOptions {
  const pick = <T extends object>(base: T, override: Partial<T> | undefined): T => {
    const result = { ...base };
    for (const [key, value] of Object.entries(override ?? {})) {
      if (value !== undefined) (result as Record<string, unknown>)[key] = value;
    }
    return result;
  };
  return {
    title: config.title ?? defaults.title,
    message: config.message ?? defaults.message,
    icon: pick(defaults.icon, config.icon),
    actions: {
      confirm: pick(defaults.actions.confirm, config.actions?.confirm),
      cancel: pick(defaults.actions.cancel, config.actions?.cancel),
    },
    dismissible: config.dismissible ?? defaults.dismissible,
  };
}
