/** Who a socket belongs to, set by the router after the token is checked; rooms trust nothing else. */
export const USER_HEADER = 'x-kalam-user';
export const ROLE_HEADER = 'x-kalam-role';
/** the sign-in the socket's token belongs to: ending it closes the socket */
export const SIGN_IN_HEADER = 'x-kalam-sign-in';
