/** The devices the user is signed in on; the inbox invalidates them when one is signed out elsewhere. */
export const signInKeys = { all: ['sign-ins'] as const };
