/** The bell's list; the inbox invalidates it when a lesson is booked, moved or cancelled. */
export const notificationKeys = { all: ['notifications'] as const };
