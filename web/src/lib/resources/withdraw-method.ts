/** The payout methods admins enable: tutors read them, admins change them. */
export const withdrawMethodKeys = {
  all: ['withdraw-methods'] as const,
};
