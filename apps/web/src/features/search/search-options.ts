import type { SearchGroup } from '@rehearse/contracts/search';

// The grouped answer of POST /api/common/search flattened for an autocomplete list; each option
// keeps its group so the list can show group headings (contacts, pages, tasks).
export type SearchOption =
  | { group: 'contacts'; key: string; label: string; link: string; avatar: string | null }
  | { group: 'pages'; key: string; label: string; link: string }
  | { group: 'tasks'; key: string; label: string; link: string; completed: boolean };

export function toSearchOptions(groups: SearchGroup[]): SearchOption[] {
  return groups.flatMap((group): SearchOption[] => {
    switch (group.id) {
      case 'contacts':
        return group.results.map((r) => ({
          group: 'contacts',
          key: `contact-${r.id}`,
          label: r.name,
          link: r.link,
          avatar: r.avatar,
        }));
      case 'pages':
        return group.results.map((r) => ({
          group: 'pages',
          key: `page-${r.link}`,
          label: r.title,
          link: r.link,
        }));
      case 'tasks':
        return group.results.map((r) => ({
          group: 'tasks',
          key: `task-${r.id}`,
          label: r.title,
          link: r.link,
          completed: r.completed,
        }));
    }
  });
}
