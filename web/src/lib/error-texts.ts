import { useEffect, useState } from 'react';
import i18n from './i18n';

/** A download started once and shared by every caller; a failed one is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The fields' and the API's error messages, for screens that fetch them when one first shows rather than with the page. */
export const loadErrorTexts = loadOnce(() => import('./error-messages'));

const present = () => i18n.exists('errors.api.network');

/** Whether the error messages are here; once `needed`, fetches them and renders again when they arrive. */
export function useErrorTexts(needed: boolean): boolean {
  const [ready, setReady] = useState(present);
  useEffect(() => {
    if (needed && !ready)
      void loadErrorTexts().then(
        () => setReady(true),
        () => undefined,
      );
  }, [needed, ready]);
  return ready || present();
}
