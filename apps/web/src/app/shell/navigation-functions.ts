import { APPEARANCE_ITEM_ID } from '@rehearse/contracts/navigation';
import { openSettingsPanel } from '../../features/settings/settings-panel-store';
import type { ShellNavigationItem } from '../../layout/navigation/navigation-utils';

type ItemFunctions = Record<string, ShellNavigationItem['function']>;

// What the navigation's link-less items do when clicked (their `function`, decision 015): the API
// cannot send a function, so the app attaches its own by item id.
export const NAVIGATION_FUNCTIONS: ItemFunctions = {
  [APPEARANCE_ITEM_ID]: () => openSettingsPanel(),
};

export function withItemFunctions(
  items: readonly ShellNavigationItem[],
  functions: ItemFunctions = NAVIGATION_FUNCTIONS,
): ShellNavigationItem[] {
  return items.map((item) => {
    const fn = functions[item.id];
    const children = item.children ? withItemFunctions(item.children, functions) : undefined;
    return { ...item, ...(fn ? { function: fn } : {}), ...(children ? { children } : {}) };
  });
}
