import type { ChatMessageView, ChatRoomView, ClientAction, CurrentUser, ServerMessage } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../src/components/toast';
import { ChatCard } from '../src/features/chat/components/chat-card';
import { typingStore } from '../src/features/chat/lib/typing';
import { endSession, startSession } from '../src/lib/session';
import { type SocketLike, SocketProvider } from '../src/lib/socket';
import Chat from '../src/routes/chat';
import { mockFetch, renderAt } from './render';

const inboxEvents = () => import('../src/app/inbox-events');

type Listener = (event: { data?: unknown }) => void;
// long enough for the ack's promise chain to run and react-query to notify on its zero-delay timer
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
/** Stands in for PartySocket: records what the page sends and lets a test push what the server would. */
class FakeSocket implements SocketLike {
  sent: ClientAction[] = [];
  closed = false;
  private listeners: Record<string, Listener[]> = {};
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientAction);
  }
  close() {
    this.closed = true;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  /** Delivers a server message and lets the caches tell the screen (react-query notifies on the next tick). */
  async receive(message: ServerMessage) {
    await act(async () => {
      this.listeners.message?.forEach((l) => l({ data: JSON.stringify(message) }));
      await tick();
    });
  }
  last<T extends ClientAction['type']>(type: T) {
    return this.sent.filter((a): a is Extract<ClientAction, { type: T }> => a.type === type).at(-1);
  }
}

const ME = 4;
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = (iat = 0) =>
  startSession(
    {
      token: `h.${b64url({ id: ME, iat, exp: Math.floor(Date.now() / 1000) + 7 * 86_400 })}.s`,
      user: {
        id: ME,
        name: 'منى',
        email: 'mona@example.com',
        role: Role.Student,
        verified: true,
        hasPassword: true,
        image: null,
        gender: 'female',
        birthYear: 2000,
        phone: null,
        phoneVerified: false,
        city: null,
        creditScore: 0,
        notifications: null,
        timeZone: 'Africa/Cairo',
        deactivated: false,
        tutor: null,
      } satisfies CurrentUser,
    },
    false,
  );

const NOW = Date.now();
const msg = (over: Partial<ChatMessageView>): ChatMessageView => ({
  id: 1,
  roomId: 10,
  senderId: ME,
  text: 'مرحبًا يا أستاذ',
  refId: null,
  createdAt: NOW - 60_000,
  editedAt: null,
  deletedAt: null,
  ...over,
});
const member = (id: number, name: string, online: boolean, displayName = name) => ({
  id,
  name,
  displayName,
  image: null,
  role: Role.Tutor,
  gender: 'male' as const,
  online,
});
// a tutor whose account name is in Latin letters and who wrote an Arabic display name: screens show the Arabic one
const ahmed = member(7, 'Ahmed Ali', true, 'أحمد علي');
const sara = member(8, 'سارة حسن', false);
const me = member(ME, 'منى', true);
const rooms: ChatRoomView[] = [
  {
    id: 10,
    members: [me, ahmed],
    counterpart: ahmed,
    latest: msg({ id: 2, senderId: 7, text: '<p>أهلًا بكِ، <b>متى</b> نبدأ؟</p>', createdAt: NOW - 30_000 }),
    unread: 2,
    pinned: false,
    muted: true,
    readByCounterpart: 1,
  },
  {
    id: 11,
    members: [me, sara],
    counterpart: sara,
    latest: msg({ id: 5, roomId: 11, senderId: 8, text: 'شكرًا', createdAt: NOW - 86_400_000 * 3 }),
    unread: 0,
    pinned: true,
    muted: false,
    readByCounterpart: null,
  },
];
const messages10 = [rooms[0]!.latest!, msg({ id: 1 })];

type Answer = { status?: number; body: unknown };
function api(over: Record<string, (body: unknown) => Answer> = {}) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (over[key]) return over[key](body);
    // the server sends pinned first; the list is given out of order to show the page keeps that rule itself
    if (key === `GET /chat/list/rooms/${ME}`) return { body: { list: url.searchParams.get('search') ? [rooms[1]] : rooms, total: 2 } };
    if (key === 'GET /chat/list/10/messages') return { body: { list: messages10, total: 2 } };
    if (key === 'GET /chat/list/11/messages') return { body: { list: [rooms[1]!.latest], total: 1 } };
    return { status: 404, body: { code: 'not-found' } };
  });
}

let socket: FakeSocket;
function showChat(url = '/chat') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/chat', element: <Chat /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SocketProvider events={inboxEvents} factory={() => (socket = new FakeSocket())}>
          <RouterProvider router={router} />
        </SocketProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { client, router };
}

const composer = () => screen.getByRole('textbox', { name: 'اكتب رسالتك' });
const bubbles = () => screen.getAllByTestId('message');
const messagesFetched = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/messages')).length;
async function openRoom10(over: Parameters<typeof api>[0] = {}) {
  const calls = api(over);
  const view = showChat('/chat?room=10');
  await screen.findByText('مرحبًا يا أستاذ');
  return { calls, ...view };
}
async function type(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
  fireEvent.keyDown(composer(), { key: 'Enter' });
  await act(tick);
}

afterEach(() => {
  endSession();
  typingStore.clear();
});

describe('the chat rooms list', () => {
  it('shows pinned rooms first, with unread badges, online dots, mute marks and text-only previews', async () => {
    signIn();
    api();
    showChat();
    const items = await screen.findAllByTestId('chat-room');
    expect(items.map((i) => within(i).getByTestId('room-name').textContent)).toEqual(['سارة حسن', 'أحمد علي']);
    expect(within(items[0]!).getByRole('img', { name: 'مثبتة' })).toBeTruthy();
    expect(within(items[0]!).getByRole('img', { name: 'غير متصل' }).dataset.online).toBe('false');
    expect(within(items[0]!).queryByTestId('unread-badge')).toBeNull();
    expect(within(items[1]!).getByRole('img', { name: 'متصل الآن' }).dataset.online).toBe('true');
    expect(within(items[1]!).getByTestId('unread-badge').textContent).toContain('رسالتان غير مقروءتين');
    expect(within(items[1]!).getByRole('img', { name: 'مكتومة' })).toBeTruthy();
    expect(within(items[1]!).getByTestId('room-preview').textContent).toBe('أهلًا بكِ، متى نبدأ؟');
    expect(screen.getByText('اختر محادثة من القائمة لعرض رسائلها.')).toBeTruthy();
  });

  it('searches rooms by name through the API', async () => {
    signIn();
    const calls = api();
    showChat();
    await screen.findAllByTestId('chat-room');
    fireEvent.change(screen.getByRole('searchbox', { name: 'ابحث باسم الشخص' }), { target: { value: 'سارة' } });
    await waitFor(() => expect(screen.getAllByTestId('chat-room')).toHaveLength(1));
    expect(calls.some((c) => c.url.searchParams.get('search') === 'سارة')).toBe(true);
  });

  it('moves a room up and counts the message as unread when one arrives for a room not open', async () => {
    signIn();
    const calls = api();
    showChat();
    await screen.findAllByTestId('chat-room');
    const before = calls.length;
    await socket.receive({
      type: 'room-message-created',
      message: msg({ id: 6, roomId: 11, senderId: 8, text: 'هل الموعد مناسب؟', createdAt: Date.now() }),
    });
    const sara = screen.getAllByTestId('chat-room')[0]!;
    expect(within(sara).getByTestId('room-preview').textContent).toBe('هل الموعد مناسب؟');
    expect(within(sara).getByTestId('unread-badge').textContent).toContain('رسالة واحدة غير مقروءة');
    await socket.receive({ type: 'user-status-changed', userId: 8, online: true });
    expect(within(screen.getAllByTestId('chat-room')[0]!).getByTestId('online-dot').dataset.online).toBe('true');
    expect(calls.length).toBe(before);
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    api();
    const { router } = showChat('/chat?with=7');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/chat?with=7')}`);
  });
});

describe('a conversation', () => {
  it('shows messages oldest first with edited, read receipts and marks the newest as read', async () => {
    signIn();
    await openRoom10();
    expect(bubbles().map((b) => b.dataset.messageId)).toEqual(['1', '2']);
    expect(bubbles()[0]!.dataset.mine).toBe('true');
    expect(within(bubbles()[0]!).getByRole('img', { name: 'قُرئت' }).textContent).toBe('✓✓');
    expect(within(bubbles()[1]!).queryByTestId('read-receipt')).toBeNull();
    expect(screen.getByRole('heading', { name: 'أحمد علي' })).toBeTruthy();
    expect(screen.getByTestId('counterpart-status').textContent).toContain('متصل الآن');
    await waitFor(() => expect(socket.last('MarkMessageAsRead')).toMatchObject({ roomId: 10, messageId: 2 }));
    await socket.receive({ type: 'ack', ref: socket.last('MarkMessageAsRead')!.ref, code: 'ok' });
    await waitFor(() => expect(within(screen.getAllByTestId('chat-room')[1]!).queryByTestId('unread-badge')).toBeNull());
  });

  it('shows a sent message at once and swaps in the stored one when its ack arrives', async () => {
    signIn();
    const { calls } = await openRoom10();
    await type('هل يمكن أن نبدأ <الساعة> ٥؟');
    const pending = bubbles().at(-1)!;
    expect(pending.dataset.status).toBe('pending');
    expect(within(pending).getByTestId('message-text').textContent).toBe('هل يمكن أن نبدأ <الساعة> ٥؟');
    expect(within(pending).getByRole('img', { name: 'جارٍ الإرسال' })).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    const sent = socket.last('SendMessage')!;
    expect(sent).toMatchObject({ roomId: 10, text: 'هل يمكن أن نبدأ &lt;الساعة&gt; ٥؟' });
    expect(sent.ref).toMatch(/[0-9a-f-]{36}/);

    const stored = msg({ id: 3, text: sent.text, refId: sent.ref, createdAt: Date.now() });
    await socket.receive({ type: 'ack', ref: sent.ref, code: 'ok', message: stored });
    // the server's echo to this tab changes nothing further
    await socket.receive({ type: 'room-message-created', message: stored });
    const done = bubbles().at(-1)!;
    expect(done.dataset.status).toBe('stored');
    expect(done.dataset.messageId).toBe('3');
    expect(within(done).getByRole('img', { name: 'أُرسلت' }).textContent).toBe('✓');
    expect(screen.getAllByText('هل يمكن أن نبدأ <الساعة> ٥؟')).toHaveLength(1);
    expect(messagesFetched(calls)).toBe(1);
    await socket.receive({ type: 'room-message-read', roomId: 10, userId: 7, messageId: 3 });
    expect(within(bubbles().at(-1)!).getByRole('img', { name: 'قُرئت' })).toBeTruthy();
  });

  it('says in Arabic why a message was refused and sends it again with the same ref on retry', async () => {
    signIn();
    await openRoom10();
    await type('رسالة لن تصل');
    const first = socket.last('SendMessage')!;
    await socket.receive({ type: 'ack', ref: first.ref, code: 'not-member' });
    const failed = bubbles().at(-1)!;
    expect(failed.dataset.status).toBe('failed');
    // the refusal's words may still be loading with their bundle: wait for them as a reader would
    expect((await within(failed).findByRole('alert')).textContent).toBe('لست عضوًا في هذه المحادثة.');
    fireEvent.click(within(failed).getByRole('button', { name: 'إعادة المحاولة' }));
    await act(tick);
    expect(bubbles().at(-1)!.dataset.status).toBe('pending');
    expect(socket.sent.filter((a) => a.type === 'SendMessage')).toHaveLength(2);
    expect(socket.last('SendMessage')!.ref).toBe(first.ref);
    await socket.receive({ type: 'ack', ref: first.ref, code: 'unallowed' });
    expect((await within(bubbles().at(-1)!).findByRole('alert')).textContent).toBe('غير مسموح لك بمراسلة هذا الشخص.');
  });

  it('adds a message pushed by the server without fetching again, and drops the typing indicator', async () => {
    signIn();
    const { calls } = await openRoom10();
    await socket.receive({ type: 'typing', roomId: 10, userId: 7, typing: true });
    expect(screen.getByTestId('typing-indicator').textContent).toBe('أحمد علي يكتب الآن…');
    await socket.receive({
      type: 'room-message-created',
      message: msg({ id: 9, senderId: 7, text: 'سأكون جاهزًا بعد دقيقة', createdAt: Date.now() }),
    });
    expect(within(bubbles().at(-1)!).getByTestId('message-text').textContent).toBe('سأكون جاهزًا بعد دقيقة');
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(messagesFetched(calls)).toBe(1);
    await waitFor(() => expect(socket.last('MarkMessageAsRead')).toMatchObject({ messageId: 9 }));
  });

  it('marks a message failed with a retry when no ack comes within 20 seconds', async () => {
    signIn();
    await openRoom10();
    vi.useFakeTimers();
    try {
      fireEvent.change(composer(), { target: { value: 'هل تسمعني؟' } });
      fireEvent.keyDown(composer(), { key: 'Enter' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
        await vi.advanceTimersByTimeAsync(50);
      });
    } finally {
      vi.useRealTimers();
    }
    await act(tick);
    const failed = bubbles().at(-1)!;
    expect(failed.dataset.status).toBe('failed');
    expect(within(failed).getByRole('alert').textContent).toBe('لم يصل رد من الخادم. تحقق من اتصالك وحاول مرة أخرى.');
    expect(within(failed).getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });

  it('tells the other member while the viewer types, and that they stopped once the message is sent', async () => {
    signIn();
    await openRoom10();
    fireEvent.change(composer(), { target: { value: 'أ' } });
    fireEvent.change(composer(), { target: { value: 'أه' } });
    expect(socket.sent.filter((a) => a.type === 'UserTyping')).toEqual([expect.objectContaining({ roomId: 10, typing: true })]);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(socket.last('UserTyping')).toMatchObject({ typing: false });
  });

  it('advises past 250 characters, refuses past 1000, and breaks the line on Shift+Enter', async () => {
    signIn();
    await openRoom10();
    fireEvent.change(composer(), { target: { value: 'ب'.repeat(251) } });
    expect(screen.getByTestId('composer-advised').textContent).toContain('رسالتك أطول من ٢٥٠ حرف');
    expect(screen.getByTestId('char-counter').textContent).toBe('٢٥١ من ١٬٠٠٠');
    expect((screen.getByRole('button', { name: 'إرسال' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(composer(), { target: { value: 'ب'.repeat(1001) } });
    expect(screen.getByTestId('composer-too-long').textContent).toContain('١٬٠٠٠');
    expect((screen.getByRole('button', { name: 'إرسال' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    fireEvent.change(composer(), { target: { value: 'سطر' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(socket.last('SendMessage')).toBeUndefined();
  });

  it("edits and deletes the viewer's own message over the socket", async () => {
    signIn();
    await openRoom10();
    const own = bubbles()[0]!;
    expect(within(bubbles()[1]!).queryByRole('button', { name: 'خيارات الرسالة' })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'خيارات الرسالة' }));
    fireEvent.click(within(own).getByRole('button', { name: 'تعديل' }));
    const input = within(own).getByRole('textbox', { name: 'تعديل الرسالة' });
    expect((input as HTMLTextAreaElement).value).toBe('مرحبًا يا أستاذ');
    fireEvent.change(input, { target: { value: 'مرحبًا يا أستاذ أحمد' } });
    fireEvent.click(within(own).getByRole('button', { name: 'حفظ' }));
    const update = socket.last('UpdateMessage')!;
    expect(update).toMatchObject({ messageId: 1, text: 'مرحبًا يا أستاذ أحمد' });
    await socket.receive({
      type: 'ack',
      ref: update.ref,
      code: 'ok',
      message: msg({ id: 1, text: 'مرحبًا يا أستاذ أحمد', editedAt: Date.now() }),
    });
    await waitFor(() => expect(within(bubbles()[0]!).getByTestId('message-edited').textContent).toContain('معدّلة'));

    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: 'خيارات الرسالة' }));
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: 'حذف' }));
    const dialog = screen.getByRole('alertdialog', { name: 'حذف هذه الرسالة؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    const remove = socket.last('DeleteMessage')!;
    expect(remove).toMatchObject({ messageId: 1 });
    await socket.receive({ type: 'ack', ref: remove.ref, code: 'not-owner' });
    expect((await screen.findByRole('alert')).textContent).toContain('لا يمكنك تعديل رسالة شخص آخر.');
    await socket.receive({ type: 'room-message-deleted', roomId: 10, messageId: 1 });
    expect(within(bubbles()[0]!).getByTestId('message-deleted').textContent).toBe('تم حذف هذه الرسالة');
  });

  it('toggles pin and mute through the API', async () => {
    signIn();
    const { calls } = await openRoom10({ 'PUT /chat/room/10': (body) => ({ body: { ...rooms[0], ...(body as object) } }) });
    const pin = screen.getByRole('button', { name: 'تثبيت المحادثة' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pin);
    await waitFor(() => expect(screen.getAllByTestId('chat-room')[0]!.dataset.roomId).toBe('10'));
    expect(screen.getByRole('button', { name: 'تثبيت المحادثة' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'PUT')!.init.body))).toEqual({ pinned: true });
  });
});

describe('opening a conversation with someone', () => {
  it('opens the existing room with that person', async () => {
    signIn();
    const calls = api({ 'GET /chat/room/by/members': () => ({ body: rooms[0] }) });
    const { router } = showChat('/chat?with=7');
    await screen.findByText('مرحبًا يا أستاذ');
    expect(router.state.location.search).toBe('?room=10');
    expect(calls.find((c) => c.url.pathname.endsWith('/room/by/members'))!.url.searchParams.get('members')).toBe(`${ME},7`);
  });

  it('starts a room with the first message when there is none, or explains why it cannot', async () => {
    signIn();
    let answer: Answer = { status: 400, body: { code: 'bad-request', errors: { verified: 'required' } } };
    const calls = api({
      'GET /chat/room/by/members': () => ({ body: null }),
      'POST /chat/new': () => answer,
      'GET /user/7': () => ({ body: { id: 7, name: 'Ahmed Ali', displayName: 'أحمد علي', image: null, role: Role.Tutor, gender: 'male' } }),
    });
    const { router } = showChat('/chat?with=7');
    await screen.findByTestId('start-conversation');
    // the header names the person the first message goes to, by their display name
    expect(await screen.findByRole('heading', { name: 'محادثة جديدة مع أحمد علي' })).toBeTruthy();
    await type('السلام عليكم');
    expect((await screen.findByRole('alert')).textContent).toContain('أكّد بريدك الإلكتروني أولًا');
    expect((composer() as HTMLTextAreaElement).value).toBe('السلام عليكم');
    answer = { status: 201, body: { room: rooms[0], message: msg({ id: 3, text: 'السلام عليكم' }) } };
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?room=10'));
    expect(JSON.parse(String(calls.findLast((c) => c.url.pathname.endsWith('/chat/new'))!.init.body))).toEqual({
      userId: 7,
      message: 'السلام عليكم',
    });
  });

  it('opens the room that already exists when the server says so', async () => {
    signIn();
    api({
      'GET /chat/room/by/members': () => ({ body: null }),
      'POST /chat/new': () => ({ status: 409, body: { code: 'room-exists', details: { roomId: 10 } } }),
    });
    const { router } = showChat('/chat?with=7');
    await screen.findByTestId('start-conversation');
    await type('السلام عليكم');
    await waitFor(() => expect(router.state.location.search).toBe('?room=10'));
  });
});

describe('the inbox socket', () => {
  it('closes and opens again with the new token when the token changes', async () => {
    signIn();
    api();
    showChat();
    await screen.findAllByTestId('chat-room');
    const first = socket;
    await act(async () => {
      signIn(1);
      await tick();
    });
    expect(first.closed).toBe(true);
    expect(socket).not.toBe(first);
    await act(async () => {
      endSession();
      await tick();
    });
    expect(socket.closed).toBe(true);
  });
});

describe('the dashboard chat card', () => {
  it('lists the latest three rooms with unread counts and links to the chat', async () => {
    signIn();
    const calls = api();
    renderAt(<ChatCard viewerId={ME} />);
    const items = await screen.findAllByTestId('chat-room');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByTestId('unread-badge').textContent).toContain('رسالتان غير مقروءتين');
    expect(screen.getByRole('link', { name: 'كل المحادثات' }).getAttribute('href')).toBe('/chat');
    expect(calls[0]!.url.searchParams.get('size')).toBe('3');
  });
});
