import { Role, roles } from '@kalam/core/enums';

export const ADMIN_ROLES: readonly number[] = [Role.SuperAdmin, Role.RegularAdmin];
export const ALL_ROLES = roles;

export const isAdmin = (role: number | undefined) => role !== undefined && ADMIN_ROLES.includes(role);
/** The studio's screens (photos and media) are its own and the admins'. */
export const isStudioOrAdmin = (role: number | undefined) => role === Role.Studio || isAdmin(role);
/** Tutors and tutor managers carry tutor meta, stats and lessons they teach. */
export const teaches = (role: number) => role === Role.Tutor || role === Role.TutorManager;

/**
 * Whether the signed-in admin may edit this account: the super admin anyone, a regular admin everyone but admins
 * (the server's rule; asking anyway answers `forbidden`, which the client reads as a lost sign-in).
 */
export const managesAccount = (callerRole: number, targetRole: number) =>
  callerRole === Role.SuperAdmin || (callerRole === Role.RegularAdmin && !isAdmin(targetRole));
