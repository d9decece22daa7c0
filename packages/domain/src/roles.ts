/** Roles a signed-in person may hold. Staff use the whole app; admins also manage catalog and flags. */
export const ROLES = { staff: 'keyplan-staff', admin: 'keyplan-admin' } as const;

/** Admins are staff too: an admin token need not carry both roles. */
export function isStaff(roles: readonly string[]): boolean {
  return roles.includes(ROLES.staff) || roles.includes(ROLES.admin);
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLES.admin);
}
