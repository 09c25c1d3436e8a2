/** Subscription plans; an admin's change invalidates `all` (the public lists, the checkout's plan, the admin's list). */
export const planKeys = {
  all: ['plans'] as const,
  one: (id: number) => ['plans', 'one', id] as const,
  active: ['plans', 'active'] as const,
  /** active or not, invite-only or not: what admins see */
  every: ['plans', 'every'] as const,
};
