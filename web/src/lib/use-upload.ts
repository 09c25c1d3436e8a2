import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from './error-message';

export type UploadOutcome = { kind: 'done' } | { kind: 'aborted' } | { kind: 'error'; message: string } | null;

/** What an upload function takes to report progress in percent and to be stopped. */
export interface UploadControl {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * One upload at a time with its progress (`null` when none runs), a stop, and how the last one ended. Leaving the screen
 * stops an upload still under way. `start` hands the stored result to `done`, and a refusal to `refused` before it is
 * shown as the outcome.
 */
export function useUpload() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  async function start<T>(
    send: (control: UploadControl) => Promise<T>,
    on: { done: (result: T) => void; refused?: (err: unknown) => void },
  ) {
    if (upload.current) return;
    const controller = new AbortController();
    upload.current = controller;
    setOutcome(null);
    setProgress(0);
    try {
      const result = await send({ onProgress: setProgress, signal: controller.signal });
      setOutcome({ kind: 'done' });
      on.done(result);
    } catch (err) {
      if (controller.signal.aborted) return setOutcome({ kind: 'aborted' });
      on.refused?.(err);
      setOutcome({ kind: 'error', message: apiErrorMessage(t, err) });
    } finally {
      upload.current = null;
      setProgress(null);
    }
  }

  return {
    progress,
    uploading: progress !== null,
    outcome,
    start,
    abort: () => upload.current?.abort(),
    clear: () => setOutcome(null),
  };
}
