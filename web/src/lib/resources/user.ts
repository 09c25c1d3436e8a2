export const userKeys = {
  /** the signed-in user, whoever holds the token */
  current: ['user', 'current'] as const,
  currentFor: (token: string | null) => ['user', 'current', token] as const,
  /** an account as admins see it */
  one: (id: number) => ['user', 'one', id] as const,
  lists: ['user', 'list'] as const,
  /** `GET /user/list` with these parameters */
  list: <Q extends object>(query: Q) => ['user', 'list', query] as const,
};
