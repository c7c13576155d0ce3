import type { User } from './types';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';

/** Staff are users holding ROLE_ADMIN or ROLE_EMPLOYEE; they see the front-end tools. */
export function isStaff(user: User | null | undefined): boolean {
  return !!user && (user.roles.includes(ROLE_ADMIN) || user.roles.includes(ROLE_EMPLOYEE));
}

/** An employee of a branch holds ROLE_EMPLOYEE and has that branch among their branches. */
export function isEmployeeOf(user: User | null | undefined, branchId: number | string): boolean {
  if (!user || !user.roles.includes(ROLE_EMPLOYEE)) return false;
  return (user.branches ?? []).some((b) => String(b.id) === String(branchId));
}
