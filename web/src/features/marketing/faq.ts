/** The two sets of questions (`/faq/student`, `/faq/tutor`) and how many each holds. */
export const FAQ_ROLES = ['student', 'tutor'] as const;
export const FAQ_QUESTIONS = [1, 2, 3, 4] as const;
export const isFaqRole = (role: string): role is (typeof FAQ_ROLES)[number] => (FAQ_ROLES as readonly string[]).includes(role);
