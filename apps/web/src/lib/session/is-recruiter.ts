// A recruiter has the 'recruiter' role or belongs to a recruiting organization.
export function isRecruiter(
  roles: readonly string[],
  organizationType: string | null | undefined,
): boolean {
  return roles.includes('recruiter') || organizationType === 'recruiting';
}

export const ADMIN_ROLES = ['admin', 'root'] as const;

export function hasAnyRole(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((role) => roles.includes(role));
}
