import { describe, expect, it, vi } from 'vitest';
import type { ShellNavigationItem } from '../../layout/navigation/navigation-utils';
import { withItemFunctions } from './navigation-functions';

const tree: ShellNavigationItem[] = [
  {
    id: 'apps',
    type: 'group',
    children: [
      { id: 'apps.chat', type: 'basic', link: '/apps/chat' },
      { id: 'apps.appearance', type: 'basic', title: 'Appearance' },
    ],
  },
];

describe('withItemFunctions', () => {
  it('attaches functions by id at any depth and leaves the other items as they are', () => {
    const open = vi.fn();
    const [apps] = withItemFunctions(tree, { 'apps.appearance': open });
    const [chat, appearance] = apps!.children!;
    expect(chat).toEqual(tree[0]!.children![0]);
    appearance!.function!(appearance!);
    expect(open).toHaveBeenCalledWith(appearance);
    // The server's tree is not changed.
    expect(tree[0]!.children![1]!.function).toBeUndefined();
  });

  it('gives the Appearance item of the API its function by default', () => {
    const [apps] = withItemFunctions(tree);
    expect(typeof apps!.children![1]!.function).toBe('function');
  });
});
