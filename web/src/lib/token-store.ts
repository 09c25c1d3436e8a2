import { STORAGE_KEYS } from '@kalam/core/constants';

// The auth token: in memory, and in localStorage when "remember me" is on, else in sessionStorage.
let token: string | null = null;
let loaded = false;

function load() {
  if (loaded) return;
  loaded = true;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);
  } catch {
    token = null;
  }
}

export const tokenStore = {
  get(): string | null {
    load();
    return token;
  },
  set(value: string, remember: boolean) {
    loaded = true;
    token = value;
    try {
      (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, value);
      (remember ? sessionStorage : localStorage).removeItem(STORAGE_KEYS.token);
    } catch {
      /* memory only */
    }
  },
  clear() {
    loaded = true;
    token = null;
    tokenStore.forgetStored();
  },
  /** Drops the stored copies only: a reload or another tab is signed out while this page still finishes with its token. */
  forgetStored() {
    try {
      localStorage.removeItem(STORAGE_KEYS.token);
      sessionStorage.removeItem(STORAGE_KEYS.token);
      localStorage.removeItem(STORAGE_KEYS.user);
      sessionStorage.removeItem(STORAGE_KEYS.user);
    } catch {
      /* nothing stored */
    }
  },
};
