import type {
  ChatMessageView,
  CurrentUser,
  LessonView,
  RatingView,
  SessionAction,
  SessionServerMessage,
  SessionView,
  Signal,
} from '@kalam/core';
import { mediaDeviceErrors } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../src/components/toast';
import { defaultSessionDeps, type SessionDeps, SessionDepsContext } from '../src/features/session/hooks/session-deps';
import { formatClock } from '../src/features/session/lib/clock';
import { mediaErrorOf } from '../src/features/session/lib/media-errors';
import { applyRoomEvent } from '../src/features/session/lib/participants';
import type { VideoCall, VideoCallOptions } from '../src/features/session/lib/video';
import '../src/features/session/i18n';
import { endSession, startSession } from '../src/lib/session';
import type { SocketLike } from '../src/lib/socket';
import LessonPage from '../src/routes/lesson';
import SessionPage from '../src/routes/session';
import { mockFetch } from './render';

type Listener = (event: { data?: unknown }) => void;
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Stands in for PartySocket: records what the page sends and lets a test push what the session room would. */
class FakeSocket implements SocketLike {
  sent: SessionAction[] = [];
  constructor(readonly room = '') {}
  private listeners: Record<string, Listener[]> = {};
  send(data: string) {
    this.sent.push(JSON.parse(data) as SessionAction);
  }
  close() {}
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
    // the room lets the page in at once
    if (type === 'open') queueMicrotask(() => listener({}));
  }
  async receive(message: SessionServerMessage) {
    await act(async () => {
      this.listeners.message?.forEach((l) => l({ data: JSON.stringify(message) }));
      await tick();
    });
  }
  /** the connection drops and PartySocket opens it again */
  async reopen() {
    await act(async () => {
      this.listeners.close?.forEach((l) => l({}));
      this.listeners.open?.forEach((l) => l({}));
      await tick();
    });
  }
  last<T extends SessionAction['type']>(type: T) {
    return this.sent.filter((a): a is Extract<SessionAction, { type: T }> => a.type === type).at(-1);
  }
}

/** Media tracks and streams as far as the page uses them. */
function fakeTrack(kind: 'audio' | 'video', deviceId: string) {
  return {
    kind,
    enabled: true,
    stop: vi.fn(),
    getSettings: () => ({ deviceId }),
    addEventListener: vi.fn(),
  } as unknown as MediaStreamTrack;
}
/** happy-dom's MediaStream (which <video> accepts) lacks getTracks(); browsers have it. */
function fakeStream(tracks: MediaStreamTrack[]) {
  return Object.assign(new MediaStream(tracks), { getTracks: () => tracks });
}
const device = (kind: MediaDeviceKind, deviceId: string, label: string) => ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;
const DEVICES = [
  device('videoinput', 'cam-1', 'كاميرا اللابتوب'),
  device('videoinput', 'cam-2', 'كاميرا خارجية'),
  device('audioinput', 'mic-1', 'ميكروفون اللابتوب'),
];

/** A video provider that records what the page asks of it. */
class FakeCall implements VideoCall {
  readonly provider = 'p2p' as const;
  connected: number[] = [];
  signals: { from: number; signal: Signal }[] = [];
  camera: boolean[] = [];
  mic: boolean[] = [];
  closed = false;
  constructor(readonly options: VideoCallOptions) {}
  connect(peerId: number) {
    this.connected.push(peerId);
  }
  disconnect() {}
  resume() {}
  async signal(from: number, signal: Signal) {
    this.signals.push({ from, signal });
  }
  async setCamera(on: boolean) {
    this.camera.push(on);
  }
  async setMic(on: boolean) {
    this.mic.push(on);
  }
  async startScreenShare() {
    return null;
  }
  async stopScreenShare() {}
  close() {
    this.closed = true;
  }
}

const TUTOR = { id: 7, name: 'أحمد علي', displayName: 'أحمد علي', image: null, role: Role.Tutor, gender: 'male' as const };
const STUDENT = { id: 4, name: 'منى', displayName: 'منى', image: null, role: Role.Student, gender: 'female' as const };
const MIN = 60_000;

function lessonAt(start: number, over: Partial<LessonView> = {}): LessonView {
  return {
    id: 12,
    tutor: TUTOR,
    student: STUDENT,
    start,
    duration: 30,
    price: 7500,
    cover: 'free',
    status: 'pending',
    canceledAt: null,
    canceledBy: null,
    rebookedFrom: null,
    createdAt: start - 86_400_000,
    changeableUntil: start - 6 * 3_600_000,
    ...over,
  };
}
const viewOf = (lesson: LessonView, over: Partial<SessionView> = {}): SessionView => ({
  id: 'lesson-12',
  kind: 'lesson',
  refId: 12,
  members: [TUTOR, STUDENT],
  start: lesson.start,
  end: lesson.start + lesson.duration * MIN,
  joinFrom: lesson.start - 10 * MIN,
  chatRoomId: 30,
  present: [],
  cancelled: false,
  ...over,
});

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function signIn(who: typeof TUTOR | typeof STUDENT) {
  startSession(
    {
      token: `h.${b64url({ id: who.id, iat: 0, exp: Math.floor(Date.now() / 1000) + 7 * 86_400 })}.s`,
      user: {
        id: who.id,
        name: who.name,
        email: 'x@example.com',
        role: who.role,
        verified: true,
        hasPassword: true,
        image: null,
        gender: who.gender,
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
}

type Answer = { status?: number; body: unknown };
interface Setup {
  lesson?: LessonView | null;
  view?: Partial<SessionView>;
  as?: typeof TUTOR | typeof STUDENT;
  getUserMedia?: (c: MediaStreamConstraints) => Promise<MediaStream>;
  devices?: MediaDeviceInfo[];
  api?: Record<string, (body: unknown) => Answer>;
  url?: string;
}

let socket: FakeSocket;
let calls: FakeCall[];

function show({
  lesson = lessonAt(Date.now() - 5 * MIN),
  view = {},
  as = STUDENT,
  getUserMedia,
  devices = DEVICES,
  api = {},
  url = '/lesson/12',
}: Setup = {}) {
  signIn(as);
  const requests = mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (api[key]) return api[key](body);
    if (key === 'GET /lesson/12') return lesson ? { body: lesson } : { status: 404, body: { code: 'lesson-not-found' } };
    if (key === 'GET /session/lesson-12' && lesson) return { body: viewOf(lesson, view) };
    if (key === 'GET /chat/list/30/messages') return { body: { list: [], total: 0 } };
    if (key === `GET /rating/list/rater/${STUDENT.id}`) return { body: { list: [], total: 0 } };
    return { status: 404, body: { code: 'not-found' } };
  });
  calls = [];
  const media = {
    getUserMedia: vi.fn(getUserMedia ?? (async () => fakeStream([fakeTrack('video', 'cam-1'), fakeTrack('audio', 'mic-1')]))),
    enumerateDevices: vi.fn(async () => devices),
  };
  const deps: SessionDeps = {
    ...defaultSessionDeps,
    connect: ({ sessionId }) => (socket = new FakeSocket(sessionId)),
    media,
    startVideo: async (options) => {
      const call = new FakeCall(options);
      calls.push(call);
      return call;
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/lesson/:id', element: <LessonPage /> },
      { path: '/session', element: <SessionPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionDepsContext.Provider value={deps}>
          <RouterProvider router={router} />
        </SessionDepsContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { requests, media };
}

const button = (name: string) => screen.getByRole('button', { name });

/** Device checks passed, ready screen shown. */
async function toReady() {
  const next = await screen.findByRole('button', { name: 'التالي' });
  await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next);
  return screen.findByTestId('ready-to-join');
}

/** Joins and answers the JoinSession with the other member already in. */
async function joinCall(
  participants = [
    { userId: TUTOR.id, camera: true, mic: true, sharing: false },
    { userId: STUDENT.id, camera: true, mic: true, sharing: false },
  ],
) {
  await toReady();
  fireEvent.click(button('ادخل الدرس'));
  await waitFor(() => expect(socket.last('JoinSession')).toBeDefined());
  await socket.receive({
    type: 'ack',
    ref: socket.last('JoinSession')!.ref,
    code: 'ok',
    video: { provider: 'p2p', iceServers: [] },
    participants,
  });
  return screen.findByTestId('call-screen');
}

afterEach(() => endSession());

describe('the media device errors of the device checks', () => {
  const error = (name: string) => new DOMException('x', name);
  it.each([
    ['NotFoundError', { audio: 0, video: 1 }, 'microphone-missing'],
    ['NotFoundError', { audio: 1, video: 0 }, 'camera-or-microphone-missing'],
    ['NotFoundError', { audio: 0, video: 0 }, 'camera-or-microphone-missing'],
    ['DevicesNotFoundError', { audio: 0, video: 2 }, 'microphone-missing'],
    ['NotReadableError', undefined, 'device-in-use'],
    ['TrackStartError', undefined, 'device-in-use'],
    ['OverconstrainedError', undefined, 'constraints-unmet'],
    ['NotAllowedError', undefined, 'permission-denied'],
    ['SecurityError', undefined, 'permission-denied'],
    ['AbortError', undefined, 'unexpected'],
  ] as const)('maps %s (devices %o) to %s', (name, counts, code) => {
    expect(mediaErrorOf(error(name), counts)).toBe(code);
  });

  it('maps what is not a DOMException at all to unexpected, and an OverconstrainedError-like object by its name', () => {
    expect(mediaErrorOf(new TypeError('no media'))).toBe('unexpected');
    expect(mediaErrorOf(undefined)).toBe('unexpected');
    expect(mediaErrorOf({ name: 'OverconstrainedError', constraint: 'deviceId' })).toBe('constraints-unmet');
  });

  it('has an Arabic message and a fix hint for every code', () => {
    for (const code of mediaDeviceErrors) {
      expect(i18next.t(`errors.media.${code}`)).toMatch(/[\u0600-\u06FF]/);
      expect(i18next.exists(`session.devices.fix.${code}`)).toBe(true);
    }
  });
});

describe('the session helpers', () => {
  it('counts down in Arabic digits, with hours from an hour up', () => {
    expect(formatClock(4 * MIN + 59_000)).toBe('٠٤:٥٩');
    expect(formatClock(64 * MIN)).toBe('١:٠٤:٠٠');
    expect(formatClock(-5000)).toBe('٠٠:٠٠');
  });

  it('keeps who is in the call and what they show from the room events', () => {
    let list = applyRoomEvent([], { type: 'session-state', participants: [{ userId: 7, camera: true, mic: true, sharing: false }] });
    list = applyRoomEvent(list, { type: 'session-member-joined', userId: 4, at: 1 });
    list = applyRoomEvent(list, { type: 'camera-toggled', userId: 7, on: false });
    list = applyRoomEvent(list, { type: 'screen-sharing', userId: 4, sharing: true });
    expect(list).toEqual([
      { userId: 7, camera: false, mic: true, sharing: false },
      { userId: 4, camera: true, mic: true, sharing: true },
    ]);
    expect(applyRoomEvent(list, { type: 'session-member-left', userId: 7, at: 2 })).toEqual([
      { userId: 4, camera: true, mic: true, sharing: true },
    ]);
  });
});

describe('the device checks', () => {
  it('shows the denied permission in Arabic with its fix, and passes after a retry', async () => {
    let refuse = true;
    const { media } = show({
      getUserMedia: async () => {
        if (refuse) throw new DOMException('denied', 'NotAllowedError');
        return fakeStream([fakeTrack('video', 'cam-1'), fakeTrack('audio', 'mic-1')]);
      },
    });
    const alert = await screen.findByTestId('device-error');
    expect(alert.dataset.code).toBe('permission-denied');
    expect(alert.textContent).toContain('رفضت إذن الكاميرا أو الميكروفون');
    expect(alert.textContent).toContain('اضغط على رمز القفل');
    expect((button('التالي') as HTMLButtonElement).disabled).toBe(true);
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'حاول مرة أخرى' }));
    await screen.findByText('✓ الكاميرا والميكروفون يعملان');
    expect(screen.queryByTestId('device-error')).toBeNull();
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('tells a missing microphone apart when the browser lists a camera only', async () => {
    show({ getUserMedia: async () => Promise.reject(new DOMException('none', 'NotFoundError')), devices: [device('videoinput', '', '')] });
    expect((await screen.findByTestId('device-error')).textContent).toContain('لم نجد ميكروفونًا');
  });

  it('lists cameras and microphones by name and opens the one picked, exactly', async () => {
    const { media } = show();
    await screen.findByText('✓ الكاميرا والميكروفون يعملان');
    const camera = screen.getByLabelText('الكاميرا') as HTMLSelectElement;
    expect([...camera.options].map((o) => o.textContent)).toEqual(['كاميرا اللابتوب', 'كاميرا خارجية']);
    expect(camera.value).toBe('cam-1');
    fireEvent.change(camera, { target: { value: 'cam-2' } });
    await waitFor(() => expect(media.getUserMedia).toHaveBeenCalledTimes(2));
    expect(media.getUserMedia.mock.calls[1]![0].video).toMatchObject({ deviceId: { exact: 'cam-2' } });
  });
});

describe('the ready screen', () => {
  it('keeps the join button off and counts down before the window opens', async () => {
    show({ lesson: lessonAt(Date.now() + 2 * 3_600_000) });
    await toReady();
    // the button stays off and says when it opens (ten minutes before the start)
    const join = screen.getByTestId('join-button') as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    expect(join.textContent).toMatch(/^الدخول من [٠-٩]{1,2}:[٠-٩]{2} [صم]$/);
    expect(screen.getByTestId('join-window').textContent).toMatch(/^يمكنك الدخول بعد ١:[٤٥][٠-٩]:[٠-٩]{2}$/);
    expect(screen.getByText('أحمد علي')).toBeTruthy();
    expect(screen.getByTestId('other-presence').textContent).toBe('لم يدخل أحمد علي بعد');
  });

  it('opens the join button inside the window and shows who is already in, live', async () => {
    show({ lesson: lessonAt(Date.now() + 5 * MIN), view: { present: [TUTOR.id] } });
    await toReady();
    expect((button('ادخل الدرس') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('join-window').textContent).toMatch(/^يبدأ الدرس بعد ٠[٤٥]:[٠-٩]{2}$/);
    await waitFor(() => expect(screen.getByTestId('other-presence').textContent).toBe('أحمد علي في الدرس الآن'));
    await socket.receive({ type: 'session-member-left', userId: TUTOR.id, at: Date.now() });
    expect(screen.getByTestId('other-presence').textContent).toBe('لم يدخل أحمد علي بعد');
    await socket.receive({ type: 'session-member-joined', userId: TUTOR.id, at: Date.now() });
    expect(screen.getByTestId('other-presence').dataset.present).toBe('true');
  });

  it('says the lesson ended, without asking for the camera, once its time has passed', async () => {
    const { media } = show({ lesson: lessonAt(Date.now() - 40 * MIN, { status: 'fulfilled' }) });
    expect((await screen.findByTestId('join-closed')).textContent).toContain('انتهى هذا الدرس.');
    expect(screen.queryByRole('button', { name: 'ادخل الدرس' })).toBeNull();
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('says a cancelled lesson cannot be joined', async () => {
    show({ lesson: lessonAt(Date.now(), { status: 'cancelled', canceledAt: Date.now() - 3_600_000 }) });
    expect((await screen.findByTestId('join-closed')).textContent).toContain('أُلغي هذا الدرس');
  });

  it('shows the not-found state for a lesson that is unknown or not ours', async () => {
    show({ lesson: null });
    expect(await screen.findByTestId('session-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الدرس غير موجود' })).toBeTruthy();
  });

  it("shows the room's refusal in Arabic, and not-found when the room says we are not a member", async () => {
    show();
    await toReady();
    fireEvent.click(button('ادخل الدرس'));
    await waitFor(() => expect(socket.last('JoinSession')).toBeDefined());
    await socket.receive({ type: 'ack', ref: socket.last('JoinSession')!.ref, code: 'unallowed' });
    expect(screen.getByTestId('join-error').textContent).toBe('غير مسموح لك بالدخول الآن.');
    fireEvent.click(button('ادخل الدرس'));
    await waitFor(() => expect(socket.sent.filter((a) => a.type === 'JoinSession')).toHaveLength(2));
    await socket.receive({ type: 'ack', ref: socket.last('JoinSession')!.ref, code: 'not-member' });
    expect(await screen.findByTestId('session-not-found')).toBeTruthy();
  });
});

describe('the call', () => {
  it('joins with camera and microphone on, connects to the other member and shows the timer', async () => {
    show({ as: TUTOR });
    await joinCall();
    expect(socket.last('JoinSession')).toMatchObject({ camera: true, mic: true });
    const call = calls[0]!;
    expect(call.options.polite).toBe(false); // the student is the polite side
    expect(call.connected).toEqual([STUDENT.id]);
    expect(screen.getByTestId('lesson-timer').textContent).toMatch(/^يتبقى ٢[٤٥]:[٠-٩]{2}$/);
    expect(screen.getByLabelText('فيديو منى')).toBeTruthy();
    // signalling both ways goes through the room
    call.options.sendSignal(STUDENT.id, { kind: 'offer', sdp: 'v=0' });
    expect(socket.last('Signal')).toMatchObject({ to: STUDENT.id, signal: { kind: 'offer', sdp: 'v=0' } });
    await socket.receive({ type: 'signal', from: STUDENT.id, signal: { kind: 'answer', sdp: 'v=0 answer' } });
    expect(call.signals).toEqual([{ from: STUDENT.id, signal: { kind: 'answer', sdp: 'v=0 answer' } }]);
  });

  it('waits for the other member, then connects when they join', async () => {
    show();
    await joinCall([{ userId: STUDENT.id, camera: true, mic: true, sharing: false }]);
    expect(calls[0]!.options.polite).toBe(true);
    expect(calls[0]!.connected).toEqual([]);
    expect(screen.getByTestId('connection-status').textContent).toBe('في انتظار دخول أحمد علي…');
    await socket.receive({ type: 'session-member-joined', userId: TUTOR.id, at: Date.now() });
    expect(calls[0]!.connected).toEqual([TUTOR.id]);
  });

  it('turns own camera and microphone off and tells the room', async () => {
    show();
    await joinCall();
    fireEvent.click(button('أغلق الكاميرا'));
    expect(socket.last('ToggleCamera')).toMatchObject({ on: false });
    expect(calls[0]!.camera).toEqual([false]);
    expect(screen.getByTestId('self-camera-off')).toBeTruthy();
    fireEvent.click(button('اكتم الميكروفون'));
    expect(socket.last('ToggleMic')).toMatchObject({ on: false });
    fireEvent.click(button('افتح الميكروفون'));
    expect(socket.last('ToggleMic')).toMatchObject({ on: true });
    expect(calls[0]!.mic).toEqual([false, true]);
  });

  it("shows the other member's camera and microphone going off", async () => {
    show();
    await joinCall();
    expect(screen.queryByTestId('remote-camera-off')).toBeNull();
    await socket.receive({ type: 'camera-toggled', userId: TUTOR.id, on: false });
    expect(screen.getByTestId('remote-camera-off').textContent).toBe('كاميرا أحمد علي مغلقة');
    await socket.receive({ type: 'mic-toggled', userId: TUTOR.id, on: false });
    expect(screen.getByTestId('remote-mic-off').textContent).toBe('ميكروفون أحمد علي مغلق');
    await socket.receive({ type: 'camera-toggled', userId: TUTOR.id, on: true });
    expect(screen.queryByTestId('remote-camera-off')).toBeNull();
  });

  it("sends a chat message at once, keeps the stored one from the ack, and shows the other member's", async () => {
    show();
    await joinCall();
    if (!screen.queryByTestId('session-chat')) fireEvent.click(button('المحادثة'));
    const box = screen.getByRole('textbox', { name: 'اكتب رسالة' });
    fireEvent.change(box, { target: { value: 'ما معنى <ambitious>؟' } });
    fireEvent.click(button('أرسل'));
    const sent = socket.last('SendSessionMessage')!;
    expect(sent.text).toBe('ما معنى &lt;ambitious&gt;؟');
    const bubble = screen.getByTestId('session-message');
    expect(bubble.dataset.status).toBe('pending');
    expect(bubble.textContent).toContain('ما معنى <ambitious>؟');
    const stored: ChatMessageView = {
      id: 90,
      roomId: 30,
      senderId: STUDENT.id,
      text: sent.text,
      refId: sent.ref,
      createdAt: Date.now(),
      editedAt: null,
      deletedAt: null,
    };
    await socket.receive({ type: 'ack', ref: sent.ref, code: 'ok', message: stored });
    expect(screen.getAllByTestId('session-message').map((m) => m.dataset.status)).toEqual(['stored']);
    await socket.receive({
      type: 'session-message',
      message: { ...stored, id: 91, senderId: TUTOR.id, refId: 'x', text: 'طموح', createdAt: Date.now() + 1 },
    });
    const bubbles = screen.getAllByTestId('session-message');
    expect(bubbles).toHaveLength(2);
    expect(bubbles[1]!.dataset.mine).toBe('false');
    expect(bubbles[1]!.textContent).toContain('طموح');
  });

  it('joins again with its camera and microphone state when the socket comes back after a drop', async () => {
    show();
    await joinCall();
    fireEvent.click(button('أغلق الكاميرا'));
    const first = socket.last('JoinSession')!.ref;
    await socket.reopen();
    const again = socket.last('JoinSession')!;
    expect(again.ref).not.toBe(first);
    expect(again).toMatchObject({ camera: false, mic: true });
    await socket.receive({
      type: 'ack',
      ref: again.ref,
      code: 'ok',
      video: { provider: 'p2p', iceServers: [] },
      participants: [{ userId: TUTOR.id, camera: true, mic: true, sharing: false }],
    });
    expect(screen.getByTestId('call-screen')).toBeTruthy();
    expect(calls).toHaveLength(1); // the same call, repaired rather than replaced
  });

  it('closes for both when the lesson time is over, and asks the student for a rating', async () => {
    show({ lesson: lessonAt(Date.now() - 30 * MIN + 1500) });
    await joinCall();
    await waitFor(() => expect(screen.getByTestId('session-done').dataset.how).toBe('ended'));
    expect(socket.last('LeaveSession')).toBeDefined();
    expect(calls[0]!.closed).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'كيف كان درسك مع أحمد علي؟' })).toBeTruthy();
  });

  it('counts messages that arrive while the chat is closed', async () => {
    show();
    await joinCall();
    if (screen.queryByTestId('session-chat')) fireEvent.click(button('إغلاق المحادثة'));
    await socket.receive({
      type: 'session-message',
      message: {
        id: 91,
        roomId: 30,
        senderId: TUTOR.id,
        refId: 'x',
        text: 'هل تسمعينني؟',
        createdAt: Date.now(),
        editedAt: null,
        deletedAt: null,
      },
    });
    expect(screen.getByTestId('chat-unread').textContent).toContain('رسالة جديدة');
    fireEvent.click(button('المحادثة'));
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  it("opens the lesson's notebook beside the call from its button, without the chat, and closes it without leaving the call", async () => {
    show();
    // before the call the notebook is under the session
    await screen.findByRole('region', { name: 'دفتر الحصة' });
    await joinCall();
    // in the call it is not mounted until asked for
    expect(screen.queryByRole('region', { name: 'دفتر الحصة' })).toBeNull();
    expect(screen.queryByTestId('call-notebook')).toBeNull();
    const toggle = screen.getByTestId('toggle-notebook');
    expect(toggle.getAttribute('aria-label')).toBe('دفتر الحصة');
    fireEvent.click(toggle);
    const panel = await screen.findByTestId('call-notebook');
    expect(within(panel).getByRole('textbox', { name: 'دفتر الحصة' })).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('session-chat')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'إغلاق الدفتر' }));
    expect(panel.classList.contains('hidden')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('call-screen')).toBeTruthy();
    expect(socket.last('LeaveSession')).toBeUndefined();
    // the chat and the notebook take turns in the one panel
    fireEvent.click(button('المحادثة'));
    expect(screen.getByTestId('session-chat')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByTestId('session-chat')).toBeNull();
    expect(panel.classList.contains('hidden')).toBe(false);
  });
});

describe('the rating after the call', () => {
  const rating = (over: Partial<RatingView> = {}): RatingView => ({
    id: 5,
    value: 3,
    text: null,
    rater: STUDENT,
    rateeId: TUTOR.id,
    ratee: TUTOR,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    ...over,
  });

  it("asks the student who leaves to rate the tutor, with the spec's words, and sends it", async () => {
    const posted: unknown[] = [];
    show({ api: { 'POST /rating': (body) => (posted.push(body), { status: 201, body: rating({ value: 5 }) }) } });
    await joinCall();
    fireEvent.click(button('غادر الدرس'));
    expect(socket.last('LeaveSession')).toBeDefined();
    expect(calls[0]!.closed).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'كيف كان درسك مع أحمد علي؟' });
    expect(screen.getByTestId('session-done').dataset.how).toBe('left');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'جيد جدًا (٤ من ٥)' }));
    expect(within(dialog).getByTestId('rating-word').textContent).toBe('جيد جدًا');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'ممتاز (٥ من ٥)' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'شرح واضح وصبور' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'أرسل التقييم' }));
    await screen.findByText('شكرًا لك! وصل تقييمك.');
    expect(posted).toEqual([{ rateeId: TUTOR.id, value: 5, text: 'شرح واضح وصبور' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a two-letter comment before sending', async () => {
    const posted: unknown[] = [];
    show({ api: { 'POST /rating': (body) => (posted.push(body), { status: 201, body: rating() }) } });
    await joinCall();
    fireEvent.click(button('غادر الدرس'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'جيد (٣ من ٥)' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'جد' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'أرسل التقييم' }));
    expect(await within(dialog).findByText(i18next.t('errors.field.short-rating-text'))).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('offers to edit the rating the student already gave when the server says it exists', async () => {
    let lookups = 0;
    const put: unknown[] = [];
    show({
      api: {
        // not rated when the dialog opens, rated (in another tab) by the time it is sent
        [`GET /rating/list/rater/${STUDENT.id}`]: () => ({ body: { list: lookups++ ? [rating()] : [], total: 0 } }),
        'POST /rating': () => ({ status: 409, body: { code: 'rating-exists' } }),
        'PUT /rating/5': (body) => (put.push(body), { body: rating({ value: 2 }) }),
      },
    });
    await joinCall();
    fireEvent.click(button('غادر الدرس'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'مقبول (٢ من ٥)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'أرسل التقييم' }));
    // rated meanwhile elsewhere: the dialog says so, and the next save changes that rating
    await within(dialog).findByTestId('rating-existing');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'حدّث تقييمي' }));
    await screen.findByText('تم تعديل تقييمك.');
    expect(put).toEqual([{ value: 2 }]);
  });

  it('does not ask a student who already rated the tutor', async () => {
    show({ api: { [`GET /rating/list/rater/${STUDENT.id}`]: () => ({ body: { list: [rating()], total: 1 } }) } });
    await joinCall();
    fireEvent.click(button('غادر الدرس'));
    await screen.findByTestId('session-done');
    await act(tick);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask the tutor', async () => {
    show({ as: TUTOR });
    await joinCall();
    fireEvent.click(button('غادر الدرس'));
    expect(await screen.findByRole('button', { name: 'عُد إلى الدرس' })).toBeTruthy();
    await act(tick);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('an interview on the session page', () => {
  it('runs the same flow with the interviewer and the applicant, and joins the interview’s room', async () => {
    const start = Date.now() - 5 * MIN;
    const interview: SessionView = {
      id: 'interview-4',
      kind: 'interview',
      refId: 4,
      members: [TUTOR, STUDENT],
      start,
      end: start + 30 * MIN,
      joinFrom: start - 10 * MIN,
      chatRoomId: null,
      present: [],
      cancelled: false,
    };
    show({ url: '/session?id=interview-4', api: { 'GET /session/interview-4': () => ({ body: interview }) } });
    expect(await screen.findByRole('heading', { level: 1, name: `مقابلة مع ${TUTOR.name}` })).toBeTruthy();
    const ready = await toReady();
    expect(within(ready).getByText('المُقابِل')).toBeTruthy();
    fireEvent.click(button('ادخل الدرس'));
    await waitFor(() => expect(socket.sent.some((a) => a.type === 'JoinSession')).toBe(true));
    expect(socket.room).toBe('interview-4');
    await socket.receive({
      type: 'ack',
      ref: socket.last('JoinSession')!.ref,
      code: 'ok',
      video: { provider: 'p2p', iceServers: [] },
      participants: [TUTOR, STUDENT].map((m) => ({ userId: m.id, camera: true, mic: true, sharing: false })),
    });
    // in the call, the notebook's button names the interview's notebook
    expect((await screen.findByTestId('toggle-notebook')).getAttribute('aria-label')).toBe('دفتر المقابلة');
  });

  it('shows not found for a malformed id', async () => {
    show({ url: '/session?id=nonsense' });
    expect(await screen.findByTestId('session-not-found')).toBeTruthy();
  });
});
