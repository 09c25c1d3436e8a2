/** The payout methods admins enable: tutors read them, admins change them. */
export const withdrawMethodKeys = {
  all: ['withdraw-methods'] as const,
};

/** The banks tutors withdraw to: tutors read them, admins add, rename and hide them. */
export const bankKeys = {
  all: ['banks'] as const,
};
