import { safeNext } from '../../../lib/next-path';

/** Where `/card-added` sends the student back to; set before leaving for Fawry's add-card page. */
export const CHECKOUT_RETURN_KEY = 'kalam.checkoutReturn';

/** Leaves the app for a Fawry page (3DS, add card); one function so tests can watch it. */
export function goTo(url: string) {
  window.location.href = url;
}

export function saveCheckoutReturn(path: string) {
  try {
    sessionStorage.setItem(CHECKOUT_RETURN_KEY, path);
  } catch {
    /* the card page falls back to the plans */
  }
}

/** The saved checkout path when it is one of ours, else the plans page. */
export function checkoutReturn(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(CHECKOUT_RETURN_KEY);
  } catch {
    /* storage blocked */
  }
  return safeNext(path) ?? '/subscription';
}
