import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  type ContactResult,
  type PageResult,
  type SearchGroup,
  type TaskResult,
} from '@rehearse/contracts/search';
import type { Db } from '../../db/db';
import { contacts } from '../../db/schema/contacts';
import { tasks } from '../../db/schema/tasks';
import { getVisiblePages, type NavigationUser } from '../../domain/navigation';
import { containsPattern } from '../../db/like';

async function searchContacts(db: Db, userId: string, pattern: string): Promise<ContactResult[]> {
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, avatar: contacts.avatar })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), ilike(contacts.name, pattern)))
    // The contacts list's own order (see the contacts_user_name_idx index).
    .orderBy(sql`lower(${contacts.name}) collate "C"`, contacts.id)
    .limit(SEARCH_GROUP_LIMIT);
  return rows.map((row) => ({ ...row, link: `/apps/contacts/${row.id}`, value: row.name }));
}

async function searchTasks(db: Db, userId: string, pattern: string): Promise<TaskResult[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, completed: tasks.completed })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.type, 'task'), ilike(tasks.title, pattern)))
    .orderBy(asc(tasks.order), tasks.id)
    .limit(SEARCH_GROUP_LIMIT);
  return rows.map((row) => ({ ...row, link: `/apps/tasks/${row.id}`, value: row.title }));
}

async function searchPages(db: Db, user: NavigationUser, text: string): Promise<PageResult[]> {
  // Navigation is code data of a few dozen entries, so it is matched here rather than in SQL.
  const needle = text.toLowerCase();
  return (await getVisiblePages(db, user))
    .filter((page) => page.title.toLowerCase().includes(needle))
    .slice(0, SEARCH_GROUP_LIMIT)
    .map((page) => ({ ...page, value: page.title }));
}

// POST common/search: contacts, pages and tasks whose name or title contains the query, case-
// insensitively; only the groups with results, in that order. Under 2 characters (after
// trimming) nothing is searched and the answer is [] (decision 003).
export async function search(
  db: Db,
  user: NavigationUser & { id: string },
  query: string,
): Promise<SearchGroup[]> {
  const text = query.trim();
  if (text.length < SEARCH_MIN_LENGTH) return [];
  const pattern = containsPattern(text);
  const [contactResults, pageResults, taskResults] = await Promise.all([
    searchContacts(db, user.id, pattern),
    searchPages(db, user, text),
    searchTasks(db, user.id, pattern),
  ]);
  const groups: SearchGroup[] = [];
  if (contactResults.length > 0) {
    groups.push({ id: 'contacts', label: 'Contacts', results: contactResults });
  }
  if (pageResults.length > 0) groups.push({ id: 'pages', label: 'Pages', results: pageResults });
  if (taskResults.length > 0) groups.push({ id: 'tasks', label: 'Tasks', results: taskResults });
  return groups;
}
