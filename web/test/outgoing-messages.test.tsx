import type { ChatMessageView } from '@kalam/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LocalMessage, type Outbox, useOutgoingMessages } from '../src/lib/outgoing-messages';

// /chat and the lesson page's chat send through this one hook; each keeps its messages its own way (the outbox).
const stored = (ref: string): ChatMessageView => ({
  id: 7,
  roomId: 3,
  senderId: 4,
  text: 'أهلًا',
  refId: ref,
  createdAt: 1,
  editedAt: null,
  deletedAt: null,
});

function outbox(send: Outbox['send']) {
  const box = { send: vi.fn(send), add: vi.fn(), stored: vi.fn(), patch: vi.fn() };
  const { result } = renderHook(() => useOutgoingMessages(3, 4, box));
  return { box, result };
}

describe('sending a chat message', () => {
  it('shows it at once as pending, then puts the stored message in its place', async () => {
    const { box, result } = outbox(async (_html, ref) => ({ code: 'ok', message: stored(ref) }));
    await act(() => result.current.sendMessage(' أهلًا\nبك '));
    const local: LocalMessage = box.add.mock.calls[0]?.[0];
    expect(local).toMatchObject({ roomId: 3, senderId: 4, text: 'أهلًا<br>بك', status: 'pending' });
    expect(local.id).toBeLessThan(0);
    expect(box.send).toHaveBeenCalledWith('أهلًا<br>بك', local.refId);
    expect(box.stored).toHaveBeenCalledWith(stored(local.refId ?? ''));
  });

  it('marks it failed with the refusal, or with a timeout when no answer came', async () => {
    const refused = outbox(async () => ({ code: 'not-member' }));
    await act(() => refused.result.current.sendMessage('x'));
    expect(refused.box.patch).toHaveBeenLastCalledWith(expect.any(String), { status: 'failed', failure: 'not-member' });
    const lost = outbox(() => Promise.reject(new Error('closed')));
    await act(() => lost.result.current.sendMessage('x'));
    expect(lost.box.patch).toHaveBeenLastCalledWith(expect.any(String), { status: 'failed', failure: 'timeout' });
  });

  it('retries with the same ref, so a message stored before its ack was lost is not stored twice', async () => {
    const { box, result } = outbox(async (_html, ref) => ({ code: 'ok', message: stored(ref) }));
    const failed: LocalMessage = { ...stored('r-1'), id: -1, status: 'failed', failure: 'timeout' };
    await act(() => result.current.retry(failed) ?? Promise.resolve());
    expect(box.patch).toHaveBeenCalledWith('r-1', { status: 'pending', failure: undefined });
    expect(box.send).toHaveBeenCalledWith(failed.text, 'r-1');
  });
});
