import { Role, roles } from './enums';

/** Who may call a route: anonymous callers and/or signed-in roles. Owner rules live in the services. */
export interface Access {
  anonymous: boolean;
  roles: readonly Role[];
}

const ADMINS = [Role.SuperAdmin, Role.RegularAdmin] as const;
export const PUBLIC: Access = { anonymous: true, roles };
export const SIGNED_IN: Access = { anonymous: false, roles };
export const only = (...allowed: Role[]): Access => ({ anonymous: false, roles: allowed });
export const ADMIN_ONLY = only(...ADMINS);

/** `GET /user/:id` for a route registered as `/user/:id{[0-9]+}/`. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '').replace(/\/+$/, '') || '/'}`;

export function isAllowed(access: Access, role: Role | null): boolean {
  return role === null ? access.anonymous : access.roles.includes(role);
}
