import { useState } from 'react';
import { isTakenTime } from '../components/booking-error';

/** The part of a react-query mutation a time choice reads. */
interface TimeMutation {
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Another time for a lesson picked on the grid and sent: a new pick clears the last refusal, and a time taken meanwhile
 * (the server's 409) is unpicked so the refreshed grid asks for another. Spreads onto `LessonTimePanel`.
 */
export function useTimeChoice<R>(mutation: TimeMutation, send: (start: number) => Promise<R>, onDone: (result: R) => void) {
  const [start, setStart] = useState<number | null>(null);
  const onPick = (next: number | null) => {
    setStart(next);
    mutation.reset();
  };
  // not the call-site onSuccess: a refreshed lesson list can unmount the panel before it runs
  const onConfirm = () => {
    if (start === null || mutation.isPending) return;
    send(start).then(onDone, (err) => {
      if (isTakenTime(err)) setStart(null);
    });
  };
  return { start, onPick, onConfirm, busy: mutation.isPending, error: mutation.isError ? mutation.error : null };
}
