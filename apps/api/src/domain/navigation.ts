import { eq } from 'drizzle-orm';
import type { Navigation, NavigationItem } from '@rehearse/contracts/navigation';
import type { Db } from '../db/db';
import { organizations } from '../db/schema/organizations';
import { NAVIGATION } from './navigation.data';

export type NavigationUser = { roles: string[]; organizationId: string | null };

// An item without meta.roles is for everyone; a restricted one only for a
// user holding at least one of its roles (so never for a user without roles). A group or
// collapsable left with no children is dropped too, so no empty heading is shown.
export function filterByRoles(items: readonly NavigationItem[], roles: string[]): NavigationItem[] {
  return items.flatMap((item) => {
    const allowed = item.meta?.roles;
    if (allowed && !allowed.some((role) => roles.includes(role))) return [];
    if (!item.children) return [item];
    const children = filterByRoles(item.children, roles);
    return children.length === 0 && item.children.length > 0 ? [] : [{ ...item, children }];
  });
}

// A recruiter holds the 'recruiter' role or belongs to a recruiting organization.
export async function isRecruiter(db: Db, user: NavigationUser): Promise<boolean> {
  if (user.roles.includes('recruiter')) return true;
  if (!user.organizationId) return false;
  const [organization] = await db
    .select({ type: organizations.organizationType })
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  return organization?.type === 'recruiting';
}

// All five lists, filtered by the user's roles. Recruiters see only the recruiter list
// (decision 003), so for them the other four keys are present but empty arrays: the
// answer keeps one shape for every user, and nothing meant for candidates reaches them.
export async function getNavigation(db: Db, user: NavigationUser): Promise<Navigation> {
  const visible = (list: keyof Navigation) => filterByRoles(NAVIGATION[list], user.roles);
  if (await isRecruiter(db, user)) {
    return {
      compact: [],
      default: [],
      futuristic: [],
      horizontal: [],
      recruiter: visible('recruiter'),
    };
  }
  return {
    compact: visible('compact'),
    default: visible('default'),
    futuristic: visible('futuristic'),
    horizontal: visible('horizontal'),
    recruiter: visible('recruiter'),
  };
}

export type NavigationPage = { title: string; link: string };

const flattenPages = (items: readonly NavigationItem[]): NavigationPage[] =>
  items.flatMap((item) => [
    ...(item.type === 'basic' && item.title && item.link && !item.externalLink
      ? [{ title: item.title, link: item.link }]
      : []),
    ...flattenPages(item.children ?? []),
  ]);

// The pages search can offer: the linked entries of the side menu this user actually works
// with (the recruiter list for recruiters, the default list for everyone else), after role
// filtering. The compact/futuristic/horizontal lists only hold the placeholder /example entry,
// and a candidate's copy of the recruiter list leads to screens of the recruiter group, so
// neither is offered.
export async function getVisiblePages(db: Db, user: NavigationUser): Promise<NavigationPage[]> {
  const list = (await isRecruiter(db, user)) ? NAVIGATION.recruiter : NAVIGATION.default;
  return flattenPages(filterByRoles(list, user.roles));
}
