import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTimeChoice } from '../src/features/booking/hooks/use-time-choice';
import { ApiError } from '../src/lib/api';

// The student's move and the tutor's proposal share this choice; what a refusal does to the picked time is decided here.
const mutation = () => ({ reset: vi.fn(), isPending: false, isError: false, error: null });

function choose(send: (start: number) => Promise<{ start: number }>, onDone = vi.fn()) {
  const m = mutation();
  const hook = renderHook(() => useTimeChoice(m, send, onDone));
  act(() => hook.result.current.onPick(1_000));
  return { hook, m, onDone };
}

describe('a lesson time choice', () => {
  it('clears the last refusal when another time is picked', () => {
    const { m } = choose(() => Promise.resolve({ start: 1_000 }));
    expect(m.reset).toHaveBeenCalledTimes(1);
  });

  it('sends the picked time and hands the answer on', async () => {
    const send = vi.fn((start: number) => Promise.resolve({ start }));
    const { hook, onDone } = choose(send);
    await act(async () => hook.result.current.onConfirm());
    expect(send).toHaveBeenCalledWith(1_000);
    expect(onDone).toHaveBeenCalledWith({ start: 1_000 });
  });

  it.each([new ApiError('busy-tutor', 409), new ApiError('bad-request', 400, { start: 'invalid' })])(
    'unpicks a time taken meanwhile (%s), so another is asked for',
    async (err) => {
      const { hook, onDone } = choose(() => Promise.reject(err));
      await act(async () => hook.result.current.onConfirm());
      expect(hook.result.current.start).toBeNull();
      expect(onDone).not.toHaveBeenCalled();
    },
  );

  it('keeps the time after any other refusal, so the same choice can be sent again', async () => {
    const { hook } = choose(() => Promise.reject(new ApiError('network', 0)));
    await act(async () => hook.result.current.onConfirm());
    expect(hook.result.current.start).toBe(1_000);
  });
});
