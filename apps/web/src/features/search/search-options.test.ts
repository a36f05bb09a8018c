import { describe, expect, it } from 'vitest';
import { toSearchOptions } from './search-options';

describe('toSearchOptions', () => {
  it('flattens the groups in order and keeps what each kind shows', () => {
    const options = toSearchOptions([
      {
        id: 'contacts',
        label: 'Contacts',
        results: [
          { id: 'c1', name: 'Ada', avatar: '/a.png', link: '/apps/contacts/c1', value: 'Ada' },
        ],
      },
      {
        id: 'pages',
        label: 'Pages',
        results: [{ title: 'Quiz', link: '/apps/quiz', value: 'Quiz' }],
      },
      {
        id: 'tasks',
        label: 'Tasks',
        results: [
          { id: 't1', title: 'Read', completed: true, link: '/apps/tasks/t1', value: 'Read' },
        ],
      },
    ]);
    expect(options).toEqual([
      {
        group: 'contacts',
        key: 'contact-c1',
        label: 'Ada',
        link: '/apps/contacts/c1',
        avatar: '/a.png',
      },
      { group: 'pages', key: 'page-/apps/quiz', label: 'Quiz', link: '/apps/quiz' },
      { group: 'tasks', key: 'task-t1', label: 'Read', link: '/apps/tasks/t1', completed: true },
    ]);
  });
});
