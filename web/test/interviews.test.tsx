import type { CurrentUser, InterviewerChoice, InterviewView, PublicUser } from '@kalam/core';
import { InterviewStatus, Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlToText, textToHtml } from '../src/features/interviews/lib/html';
import { endSession, startSession } from '../src/lib/session';
import AdminInterviews from '../src/routes/admin/interviews';
import Interviews from '../src/routes/interviews';
import TutorDashboard from '../src/routes/tutor-dashboard';
import TutorOnboarding from '../src/routes/tutor-onboarding';
import { mockFetch, NO_DETAILS, renderAt } from './render';

// The applicant's zone is Cairo (UTC+2 in November) whatever the machine's zone.
vi.mock('../src/lib/format', async (load) => ({
  ...(await load<typeof import('../src/lib/format')>()),
  userTimeZone: () => 'Africa/Cairo',
}));

const cairo = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 2, minute);
// Saturday 28 November 2026, 08:00 in Cairo: the first day of the week
const NOW = cairo(28, 8);
const MINUTE = 60_000;

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function signIn(role: Role, id: number, over: Partial<CurrentUser> = {}): CurrentUser {
  const user: CurrentUser = {
    id,
    name: 'منى علي',
    email: 'mona@example.com',
    role,
    verified: true,
    hasPassword: true,
    image: null,
    gender: 'female',
    birthYear: 1995,
    phone: null,
    phoneVerified: false,
    city: null,
    creditScore: 0,
    notifications: null,
    timeZone: 'Africa/Cairo',
    deactivated: false,
    tutor:
      role === Role.Tutor || role === Role.TutorManager
        ? { bio: 'مدرسة لغة إنجليزية', about: 'خبرة خمس سنوات', activated: role !== Role.Tutor, noticeMinutes: 0, ...NO_DETAILS }
        : null,
    ...over,
  };
  startSession({ token: `h.${b64url({ id, iat: 0, exp: Math.floor(NOW / 1000) + 7 * 86_400 })}.s`, user }, false);
  return user;
}

const manager: PublicUser = { id: 5, name: 'وليد حسن', displayName: 'وليد حسن', image: null, role: Role.TutorManager, gender: 'male' };
const otherManager: PublicUser = {
  id: 6,
  name: 'سارة فؤاد',
  displayName: 'سارة فؤاد',
  image: null,
  role: Role.TutorManager,
  gender: 'female',
};
const applicant: PublicUser = { id: 7, name: 'منى علي', displayName: 'منى علي', image: null, role: Role.Tutor, gender: 'female' };
const superAdmin: PublicUser = {
  id: 1,
  name: 'المشرف العام',
  displayName: 'المشرف العام',
  image: null,
  role: Role.SuperAdmin,
  gender: 'male',
};
// Saturday 5 and 5:30 pm and Sunday 10 am this week; Saturday 11 am next week
const TIMES = [cairo(28, 17), cairo(28, 17, 30), cairo(29, 10), Date.UTC(2026, 11, 5, 9)];
const choices = (): InterviewerChoice[] => [
  { interviewer: manager, times: TIMES },
  { interviewer: otherManager, times: [] },
];

const interview = (over: Partial<InterviewView> = {}): InterviewView => ({
  id: 9,
  interviewer: manager,
  interviewee: applicant,
  start: cairo(28, 17),
  end: cairo(28, 17, 30),
  status: InterviewStatus.Pending,
  level: null,
  feedback: null,
  note: null,
  signer: null,
  signedAt: null,
  createdAt: NOW - 86_400_000,
  ...over,
});

const meta = (video: string | null = null) => ({
  bio: 'مدرسة لغة إنجليزية',
  about: 'خبرة خمس سنوات',
  video,
  thumbnail: null,
  activated: false,
  noticeMinutes: 0,
  topics: [],
});

type Answer = { status?: number; body: unknown };
type Handler = (body: unknown, url: URL) => Answer;
/** The API with sensible answers; `over` replaces any of them by "METHOD /path" (path after /api/v1). */
function api(over: Record<string, Handler> = {}, list: () => InterviewView[] = () => []) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (over[key]) return over[key](body, url);
    if (key === 'GET /interview/list') return { body: { list: list(), total: list().length } };
    if (key === 'GET /user/interviewer/select') return { body: choices() };
    if (key === 'GET /topic/list') return { body: { list: [{ id: 1, nameAr: 'المحادثة', nameEn: 'Conversation' }], total: 1 } };
    if (key === 'GET /topic/of/user') return { body: [] };
    if (key === 'PATCH /topic/of/user') return { body: [] };
    if (key.startsWith('GET /user/tutor/meta/')) return { body: meta() };
    return { status: 404, body: { code: 'not-found' } };
  });
}
const sent = (calls: ReturnType<typeof mockFetch>, method: string, path: string) =>
  calls.filter((c) => c.init.method === method && c.url.pathname === `/api/v1${path}`).map((c) => JSON.parse(String(c.init.body)));

const showOnboarding = () => renderAt(<TutorOnboarding />, { path: '/tutor/onboarding' });
const openBookingStep = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /حجز المقابلة/ }));
  return screen.findByRole('region', { name: 'احجز مقابلتك' });
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

describe('tutor onboarding', () => {
  it('sends an activated tutor to the dashboard and a student home', async () => {
    signIn(Role.Tutor, 7, { tutor: { bio: 'مدرسة', about: 'خبرة', activated: true, noticeMinutes: 0, ...NO_DETAILS } });
    api();
    const { router } = showOnboarding();
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/dashboard'));
  });

  it('starts a new applicant on the profile step: the settings forms with one button that saves them all', async () => {
    signIn(Role.Tutor, 7, { tutor: { bio: '', about: '', activated: false, noticeMinutes: 0, ...NO_DETAILS } });
    api();
    showOnboarding();
    expect(await screen.findByRole('button', { name: /ملفك/, current: 'step' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'الملف التعريفي' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'المحادثة' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'حفظ الملف التعريفي' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'حفظ التخصصات' })).toBeNull();
    expect(screen.getByRole('button', { name: 'حفظ والمتابعة' })).toBeTruthy();
  });

  it('opens a returning applicant on the first step not done, each ticked by what the server holds', async () => {
    signIn(Role.Tutor, 7);
    api({ 'GET /user/tutor/meta/7': () => ({ body: meta('/api/v1/assets/uploads/v-7.mp4') }) });
    showOnboarding();
    // bio and about saved, no photo yet: the photo step
    expect(await screen.findByRole('button', { name: /صورتك/, current: 'step' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الصورة الشخصية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /ملفك.*\(مكتملة\)/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /الفيديو التعريفي.*\(مكتملة\)/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /صورتك.*\(مكتملة\)/ })).toBeNull();
  });

  it('keeps what was typed across steps and page loads until saved, then saves it once and moves on', async () => {
    const me = signIn(Role.Tutor, 7, { tutor: { bio: '', about: '', activated: false, noticeMinutes: 0, ...NO_DETAILS } });
    const calls = api({ 'PUT /user/7': (body) => ({ body: { ...me, tutor: { ...me.tutor, ...(body as { tutor: object }).tutor } } }) });
    const first = showOnboarding();
    const bio = await screen.findByRole('textbox', { name: 'نبذة قصيرة بالعربية' });
    fireEvent.change(bio, { target: { value: 'مدرسة محادثة' } });
    expect((await screen.findByTestId('draft-note')).textContent).toContain('مسودةً');
    // another step and back
    fireEvent.click(screen.getByRole('button', { name: /الفيديو التعريفي/ }));
    await screen.findByRole('region', { name: 'فيديو تعريفي' });
    fireEvent.click(screen.getByRole('button', { name: 'السابق' }));
    fireEvent.click(screen.getByRole('button', { name: 'السابق' }));
    expect(((await screen.findByRole('textbox', { name: 'نبذة قصيرة بالعربية' })) as HTMLInputElement).value).toBe('مدرسة محادثة');
    // the page left and opened again
    first.unmount();
    showOnboarding();
    expect(((await screen.findByRole('textbox', { name: 'نبذة قصيرة بالعربية' })) as HTMLInputElement).value).toBe('مدرسة محادثة');
    fireEvent.change(screen.getByRole('textbox', { name: 'عنك' }), { target: { value: 'أدرّس الإنجليزية منذ سبع سنوات.' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'المحادثة' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ والمتابعة' }));
    expect(await screen.findByRole('button', { name: /صورتك/, current: 'step' })).toBeTruthy();
    const saved = sent(calls, 'PUT', '/user/7');
    expect(saved[0]).toEqual({ tutor: { bio: 'مدرسة محادثة', about: 'أدرّس الإنجليزية منذ سبع سنوات.', noticeMinutes: 0 } });
    expect(localStorage.getItem('draft:7:tutor-profile')).toBeNull();
    expect(sent(calls, 'PATCH', '/topic/of/user')).toEqual([{ topicIds: [1] }]);
  });

  it('keeps an applicant on the profile step when a field is wrong, with the error under it', async () => {
    signIn(Role.Tutor, 7, { tutor: { bio: '', about: '', activated: false, noticeMinutes: 0, ...NO_DETAILS } });
    const calls = api();
    showOnboarding();
    fireEvent.change(await screen.findByRole('textbox', { name: 'نبذة قصيرة بالعربية' }), { target: { value: 'مد' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ والمتابعة' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'نبذة قصيرة بالعربية' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('button', { name: /ملفك/, current: 'step' })).toBeTruthy();
    expect(sent(calls, 'PUT', '/user/7')).toEqual([]);
  });

  it('lists a manager’s free times by day and week in Cairo time, and books the one chosen', async () => {
    signIn(Role.Tutor, 7);
    let booked: InterviewView[] = [];
    const calls = api(
      {
        'POST /interview': (body) => {
          const { start, interviewerId } = body as { start: number; interviewerId: number };
          booked = [interview({ start, end: start + 30 * MINUTE, interviewer: interviewerId === manager.id ? manager : otherManager })];
          return { status: 201, body: booked[0] };
        },
      },
      () => booked,
    );
    showOnboarding();
    const step = await openBookingStep();
    const managerRadio = await within(step).findByRole('radio', { name: /وليد حسن/ });
    expect((managerRadio as HTMLInputElement).checked).toBe(true);
    expect(managerRadio.closest('label')!.textContent).toContain('٤ مواعيد متاحة');
    expect((within(step).getByRole('radio', { name: /سارة فؤاد/ }) as HTMLInputElement).disabled).toBe(true);

    // grouped by Saturday-start week, then by day
    expect(within(step).getByRole('group', { name: 'هذا الأسبوع' }).textContent).toMatch(/السبت.*الأحد/);
    expect(within(step).getByRole('group', { name: 'الأسبوع القادم' }).textContent).toMatch(/السبت.*٥ ديسمبر/);
    expect(
      within(step)
        .getAllByTestId('interview-time')
        .map((b) => b.textContent),
    ).toEqual(['٥:٠٠ م', '٥:٣٠ م']);
    fireEvent.click(within(step).getAllByTestId('interview-day')[1]!);
    expect(
      within(step)
        .getAllByTestId('interview-time')
        .map((b) => b.textContent),
    ).toEqual(['١٠:٠٠ ص']);
    fireEvent.click(within(step).getAllByTestId('interview-day')[0]!);

    const confirm = within(step).getByRole('button', { name: 'تأكيد حجز المقابلة' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(step).getByRole('button', { name: '٥:٣٠ م' }));
    expect(within(step).getByTestId('interview-summary').textContent).toMatch(/وليد حسن.*السبت.*٥:٣٠/);
    fireEvent.click(confirm);

    await waitFor(() => expect(sent(calls, 'POST', '/interview')).toEqual([{ interviewerId: 5, start: cairo(28, 17, 30) }]));
    const result = await screen.findByTestId('interview-result');
    expect(within(result).getByTestId('interview-status').textContent).toBe('بانتظار المقابلة');
    expect(within(result).getByTestId('interview-when').textContent).toMatch(/السبت.*٥:٣٠/);
    const join = within(result).getByRole('link', { name: 'ادخل المقابلة' });
    expect(join.getAttribute('aria-disabled')).toBe('true');
    expect(join.hasAttribute('href')).toBe(false);
    expect(within(result).getByText(/قبل موعدها بعشر دقائق، من الساعة ٥:٢٠ م/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /النتيجة/, current: 'step' })).toBeTruthy();
  });

  it('explains the six-month rule when the server answers conflicting-interview', async () => {
    signIn(Role.Tutor, 7);
    api({ 'POST /interview': () => ({ status: 409, body: { code: 'conflicting-interview', message: 'x' } }) });
    showOnboarding();
    const step = await openBookingStep();
    fireEvent.click(await within(step).findByRole('button', { name: '٥:٠٠ م' }));
    fireEvent.click(within(step).getByRole('button', { name: 'تأكيد حجز المقابلة' }));
    const alert = await within(step).findByRole('alert');
    expect(alert.textContent).toContain('لا يمكنك حجز مقابلة جديدة الآن');
    expect(alert.textContent).toContain('يلزم مرور ستة أشهر على المقابلة السابقة');
  });

  it('refreshes the times when the manager was taken meanwhile (busy-tutor-manager)', async () => {
    signIn(Role.Tutor, 7);
    const calls = api({ 'POST /interview': () => ({ status: 409, body: { code: 'busy-tutor-manager' } }) });
    showOnboarding();
    const step = await openBookingStep();
    fireEvent.click(await within(step).findByRole('button', { name: '٥:٠٠ م' }));
    fireEvent.click(within(step).getByRole('button', { name: 'تأكيد حجز المقابلة' }));
    expect((await within(step).findByRole('alert')).textContent).toContain('سبقك أحد إلى هذا الموعد');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/user/interviewer/select'))).toHaveLength(2));
    expect(
      within(step)
        .getAllByTestId('interview-time')
        .every((b) => b.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
  });

  it('opens on the result of a booked interview: join from ten minutes before, and cancel after confirming', async () => {
    signIn(Role.Tutor, 7);
    let current = interview({ start: NOW + 5 * MINUTE, end: NOW + 35 * MINUTE });
    const calls = api(
      { 'PUT /interview/9': () => ((current = { ...current, status: InterviewStatus.Canceled }), { body: current }) },
      () => [current],
    );
    showOnboarding();
    const result = await screen.findByTestId('interview-result');
    expect(within(result).getByRole('link', { name: 'ادخل المقابلة' }).getAttribute('href')).toBe('/session?id=interview-9');
    expect(within(result).getByRole('link', { name: 'راسل مسؤول المقابلة' }).getAttribute('href')).toBe('/chat?with=5');
    fireEvent.click(within(result).getByRole('button', { name: 'إلغاء المقابلة' }));
    const confirm = within(result).getByRole('alertdialog');
    expect(sent(calls, 'PUT', '/interview/9')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم، ألغِ المقابلة' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/interview/9')).toEqual([{ status: InterviewStatus.Canceled }]));
    expect(await within(result).findByRole('button', { name: 'احجز موعدًا جديدًا' })).toBeTruthy();
    expect(within(result).getByTestId('interview-status').textContent).toBe('ملغاة');
  });

  it('shows a signed pass with its feedback as text and a way to the dashboard', async () => {
    signIn(Role.Tutor, 7);
    const signed = interview({
      status: InterviewStatus.Passed,
      level: 4,
      feedback: '<p>نطق ممتاز</p><p>تحتاج إلى <b>تدريب</b> على القواعد</p><img src=x onerror="alert(1)">',
      signer: manager,
      signedAt: NOW - MINUTE,
    });
    api({}, () => [signed]);
    const { router } = showOnboarding();
    const result = await screen.findByTestId('interview-result');
    expect(within(result).getByTestId('interview-status').textContent).toBe('ناجح');
    expect(within(result).getByTestId('signed-badge')).toBeTruthy();
    const feedback = within(result).getByTestId('interview-feedback');
    expect([...feedback.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['نطق ممتاز', 'تحتاج إلى تدريب على القواعد']);
    expect(feedback.querySelector('b, img')).toBeNull();
    expect(within(result).getByText('٤ من ٥', { exact: false })).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'اذهب إلى لوحة التحكم' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/dashboard'));
  });

  it('still shows a signed pass once the account is activated (the page reloaded after signing), and the way on', async () => {
    signIn(Role.Tutor, 7, { tutor: { bio: 'مدرسة', about: 'خبرة', activated: true, noticeMinutes: 0, ...NO_DETAILS } });
    api({}, () => [
      interview({ status: InterviewStatus.Passed, level: 4, feedback: '<p>نطق ممتاز</p>', signer: manager, signedAt: NOW - MINUTE }),
    ]);
    const { router } = showOnboarding();
    const result = await screen.findByTestId('interview-result');
    expect(within(result).getByTestId('interview-status').textContent).toBe('ناجح');
    expect(router.state.location.pathname).toBe('/tutor/onboarding');
    fireEvent.click(within(result).getByRole('button', { name: 'اذهب إلى لوحة التحكم' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/dashboard'));
  });

  it('keeps an unsigned result from the applicant as “under review”', async () => {
    signIn(Role.Tutor, 7);
    api({}, () => [interview({ status: InterviewStatus.Rejected, start: NOW - 60 * MINUTE, end: NOW - 30 * MINUTE })]);
    showOnboarding();
    const result = await screen.findByTestId('interview-result');
    expect(within(result).getByTestId('interview-status').textContent).toBe('قيد المراجعة');
    expect(within(result).getByText(/ستظهر النتيجة والملاحظات هنا بعد اعتمادها/)).toBeTruthy();
  });
});

/** A stand-in XMLHttpRequest that reports 40 % and then waits to be answered or aborted. */
function fakeUpload() {
  const requests: { method: string; url: string; form: FormData; answer: (status: number, body: unknown) => void; aborted: boolean }[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    responseText = '';
    withCredentials = false;
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private target = { method: '', url: '' };
    private request?: (typeof requests)[number];
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    abort() {
      if (this.request) this.request.aborted = true;
      this.onabort?.();
    }
    send(form: FormData) {
      this.request = {
        ...this.target,
        form,
        aborted: false,
        answer: (status, body) => ((this.status = status), (this.responseText = JSON.stringify(body)), this.onload?.()),
      };
      requests.push(this.request);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

describe('the intro video step', () => {
  const openVideoStep = async () => {
    fireEvent.click(await screen.findByRole('button', { name: /الفيديو التعريفي/ }));
    return screen.findByRole('region', { name: 'فيديو تعريفي' });
  };
  const video = (name: string, type: string, mb = 12) => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: mb * 1024 * 1024 });
    return file;
  };

  it('refuses other formats and videos over 400 MB before uploading', async () => {
    signIn(Role.Tutor, 7);
    api();
    const requests = fakeUpload();
    showOnboarding();
    const step = await openVideoStep();
    const input = within(step).getByLabelText('ملف الفيديو');
    fireEvent.change(input, { target: { files: [video('intro.mov', 'video/quicktime')] } });
    expect(within(step).getByRole('alert').textContent).toBe('اختر فيديو بصيغة MP4 أو WebM.');
    fireEvent.change(input, { target: { files: [video('intro.mp4', 'video/mp4', 401)] } });
    expect(within(step).getByRole('alert').textContent).toContain('أكبر من ٤٠٠ ميجابايت');
    expect((within(step).getByRole('button', { name: 'رفع الفيديو' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toEqual([]);
  });

  it('shows the stored video after a reload, its step ticked', async () => {
    signIn(Role.Tutor, 7);
    api({ 'GET /user/tutor/meta/7': () => ({ body: meta('/api/v1/assets/uploads/v-7.mp4') }) });
    showOnboarding();
    const step = await openVideoStep();
    expect(within(step).getByLabelText('الفيديو التعريفي').getAttribute('src')).toBe('/api/v1/assets/uploads/v-7.mp4');
    expect(within(step).getByTestId('video-name').textContent).toBe('رفعت فيديو تعريفيًا، ويمكنك استبداله.');
    expect(screen.getByRole('button', { name: /الفيديو التعريفي.*\(مكتملة\)/ })).toBeTruthy();
  });

  it('uploads an MP4 for the tutor with progress, and stops when asked', async () => {
    signIn(Role.Tutor, 7);
    api();
    const requests = fakeUpload();
    showOnboarding();
    const step = await openVideoStep();
    fireEvent.change(within(step).getByLabelText('ملف الفيديو'), { target: { files: [video('intro.mp4', 'video/mp4')] } });
    fireEvent.click(within(step).getByRole('button', { name: 'رفع الفيديو' }));
    const bar = await within(step).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.url).toBe('/api/v1/user/asset/tutor?tutorId=7');
    expect((requests[0]!.form.get('video') as File).name).toBe('intro.mp4');
    fireEvent.click(within(step).getByRole('button', { name: 'إيقاف الرفع' }));
    expect(await within(step).findByText(/أوقفت رفع الفيديو/)).toBeTruthy();
    expect(requests[0]!.aborted).toBe(true);

    fireEvent.click(within(step).getByRole('button', { name: 'رفع الفيديو' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.answer(200, { video: '/api/v1/assets/uploads/v-7.mp4' });
    expect(await within(step).findByLabelText('الفيديو التعريفي')).toBeTruthy();
    expect(within(step).queryByRole('progressbar')).toBeNull();
  });
});

describe('the tutor manager’s interviews', () => {
  const open = async (name = 'منى علي') => {
    fireEvent.click(await screen.findByRole('button', { name: `تفاصيل مقابلة ${name}` }));
    return screen.findByRole('dialog', { name: `مقابلة ${name}` });
  };

  it('lists the manager’s interviews by status tab, with the signed mark and level', async () => {
    signIn(Role.TutorManager, 5);
    const calls = api({}, () => [
      interview(),
      interview({ id: 10, status: InterviewStatus.Passed, level: 5, signer: manager, signedAt: NOW - MINUTE }),
    ]);
    renderAt(<Interviews />, { path: '/interviews' });
    const rows = await screen.findAllByTestId('interview-row');
    expect(rows[1]!.textContent).toMatch(/منى علي.*ناجح.*معتمدة.*٥ من ٥/);
    expect(screen.getByTestId('interviews-total').textContent).toBe('مقابلتان');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['الكل', 'قيد الانتظار', 'الناجحون', 'المرفوضون', 'الملغاة']);
    fireEvent.click(screen.getByRole('tab', { name: 'المرفوضون' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.searchParams.get('status') === String(InterviewStatus.Rejected) && c.url.searchParams.get('page') === '1'),
      ).toBe(true),
    );
    expect(screen.getByRole('tab', { name: 'المرفوضون' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps signing closed before the interview has taken place, and says from when', async () => {
    signIn(Role.TutorManager, 5);
    api({}, () => [interview({ status: InterviewStatus.Passed, level: 4, feedback: '<p>نطق ممتاز</p>' })]);
    renderAt(<Interviews />, { path: '/interviews' });
    const dialog = await open();
    const sign = within(dialog).getByRole('button', { name: 'اعتماد النتيجة' }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);
    expect(document.getElementById(sign.getAttribute('aria-describedby')!)?.textContent).toContain('تُعتمد النتيجة بعد أن تتم المقابلة');
  });

  it('saves level and feedback as escaped paragraphs, then signs after the final-step confirmation', async () => {
    signIn(Role.TutorManager, 5);
    let current = interview({ start: NOW - 60 * MINUTE, end: NOW - 30 * MINUTE });
    const calls = api(
      {
        'PUT /interview/9': (body) => {
          const change = body as { sign?: boolean; status?: number; level?: number; feedback?: string };
          current = { ...current, ...change, ...(change.sign ? { signer: manager, signedAt: NOW } : {}) } as InterviewView;
          return { body: current };
        },
      },
      () => [current],
    );
    renderAt(<Interviews />, { path: '/interviews' });
    const dialog = await open();
    expect(within(dialog).getByRole('link', { name: 'راسل المتقدم' }).getAttribute('href')).toBe('/chat?with=7');
    const sign = within(dialog).getByRole('button', { name: 'اعتماد النتيجة' }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('المستوى'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('التقييم للمتقدم'), {
      target: { value: 'نطق ممتاز.\n\nيحتاج إلى <تدريب> على القواعد & الكتابة' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/interview/9')).toEqual([
        { level: 4, feedback: '<p>نطق ممتاز.</p><p>يحتاج إلى &lt;تدريب&gt; على القواعد &amp; الكتابة</p>' },
      ]),
    );

    fireEvent.change(within(dialog).getByLabelText('النتيجة'), { target: { value: String(InterviewStatus.Passed) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'اعتماد النتيجة' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'اعتماد نتيجة المقابلة؟' });
    expect(confirm.textContent).toContain('الاعتماد نهائي');
    expect(confirm.textContent).toContain('سيُفعَّل حساب منى علي مدرسًا');
    expect(sent(calls, 'PUT', '/interview/9')).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم، اعتمد النتيجة' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/interview/9')[1]).toEqual({ status: InterviewStatus.Passed, sign: true }));
    expect(await within(dialog).findByTestId('interview-read-only')).toBeTruthy();
    expect(within(dialog).getByTestId('signed-badge')).toBeTruthy();
  });

  it('offers the join link from ten minutes before the start, and the chat with the applicant', async () => {
    signIn(Role.TutorManager, 5);
    api({}, () => [
      interview({ start: NOW + 10 * MINUTE, end: NOW + 40 * MINUTE }),
      interview({ id: 11, start: NOW + 11 * MINUTE, end: NOW + 41 * MINUTE }),
    ]);
    renderAt(<Interviews />, { path: '/interviews' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'تفاصيل مقابلة منى علي' }))[0]!);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'ادخل المقابلة' }).getAttribute('href')).toBe('/session?id=interview-9');
    expect(within(dialog).getByRole('link', { name: 'راسل المتقدم' }).getAttribute('href')).toBe('/chat?with=7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'تفاصيل مقابلة منى علي' })[1]!);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'ادخل المقابلة' }).getAttribute('aria-disabled')).toBe('true');
    // the dialog starts on its first field, not on the join link that is not open yet
    expect(document.activeElement).toBe(within(dialog).getByLabelText('النتيجة'));
  });

  it('shows field errors under their fields, from the shared rules and from the server', async () => {
    signIn(Role.TutorManager, 5);
    const calls = api(
      { 'PUT /interview/9': () => ({ status: 400, body: { code: 'bad-request', errors: { note: 'long-interview-note' } } }) },
      () => [interview()],
    );
    renderAt(<Interviews />, { path: '/interviews' });
    const dialog = await open();
    const feedback = within(dialog).getByLabelText('التقييم للمتقدم');
    fireEvent.change(feedback, { target: { value: 'قصير' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(feedback.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(feedback.getAttribute('aria-describedby')!)!.textContent).toBe('التقييم قصير جدًا.');
    expect(sent(calls, 'PUT', '/interview/9')).toEqual([]);

    fireEvent.change(feedback, { target: { value: 'أداء جيد في المحادثة' } });
    fireEvent.change(within(dialog).getByLabelText(/ملاحظة داخلية/), { target: { value: 'ملاحظة للفريق' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const note = within(dialog).getByLabelText(/ملاحظة داخلية/);
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(note.getAttribute('aria-describedby')!)!.textContent).toBe('الملاحظة طويلة جدًا.');
  });

  it('shows a signed interview read-only, its HTML as text', async () => {
    signIn(Role.TutorManager, 5);
    const calls = api({}, () => [
      interview({
        status: InterviewStatus.Rejected,
        level: 2,
        signer: manager,
        signedAt: NOW - MINUTE,
        feedback: '<p>يحتاج إلى تحسين <strong>النطق</strong></p><script>alert(1)</script>',
        note: '<p>يُعاد بعد ستة أشهر</p>',
      }),
    ]);
    renderAt(<Interviews />, { path: '/interviews' });
    const dialog = await open();
    const readOnly = within(dialog).getByTestId('interview-read-only');
    expect(within(readOnly).getByRole('note').textContent).toContain('اعتمد وليد حسن هذه المقابلة');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'حفظ' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'اعتماد النتيجة' })).toBeNull();
    const feedback = within(readOnly).getByTestId('interview-feedback');
    expect(feedback.textContent).toBe('يحتاج إلى تحسين النطق');
    expect(feedback.querySelector('strong, script')).toBeNull();
    expect(within(readOnly).getByTestId('interview-note').textContent).toBe('يُعاد بعد ستة أشهر');
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('tells a tutor the page is for tutor managers, and sends an applicant to onboarding', async () => {
    signIn(Role.Tutor, 8, { tutor: { bio: 'مدرس', about: 'خبرة', activated: true, noticeMinutes: 0, ...NO_DETAILS } });
    api();
    renderAt(<Interviews />, { path: '/interviews' });
    expect((await screen.findByTestId('managers-only')).textContent).toContain('لمسؤولي المقابلات');
    endSession();
    signIn(Role.Tutor, 7);
    const { router } = renderAt(<Interviews />, { path: '/interviews' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/onboarding'));
  });
});

describe('the admin interviews page', () => {
  it('shows every interview with its interviewer; a super admin may sign, a regular admin may not', async () => {
    signIn(Role.SuperAdmin, superAdmin.id);
    api({}, () => [
      interview({ status: InterviewStatus.Passed, level: 3, feedback: '<p>جيد جدًا</p>', start: NOW - 60 * MINUTE, end: NOW - 30 * MINUTE }),
    ]);
    renderAt(<AdminInterviews />, { path: '/admin/interviews' });
    const row = await screen.findByTestId('interview-row');
    expect(row.textContent).toMatch(/منى علي.*وليد حسن/);
    fireEvent.click(within(row).getByRole('button', { name: 'تفاصيل مقابلة منى علي' }));
    let dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'اعتماد النتيجة' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    endSession();

    signIn(Role.RegularAdmin, 2);
    renderAt(<AdminInterviews />, { path: '/admin/interviews' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'تفاصيل مقابلة منى علي' })).at(-1)!);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'اعتماد النتيجة' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'حفظ' })).toBeTruthy();
  });

  it('is for admins only', async () => {
    signIn(Role.Studio, 3);
    api();
    renderAt(<AdminInterviews />, { path: '/admin/interviews' });
    expect((await screen.findByTestId('admins-only')).textContent).toContain('للمشرفين فقط');
  });
});

describe('the tutor dashboard', () => {
  it('sends a tutor who is not activated yet to the application', async () => {
    signIn(Role.Tutor, 7);
    api();
    const { router } = renderAt(<TutorDashboard />, { path: '/t/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/onboarding'));
  });

  it('shows no such banner to an activated tutor', async () => {
    signIn(Role.Tutor, 8, { tutor: { bio: 'مدرس', about: 'خبرة', activated: true, noticeMinutes: 0, ...NO_DETAILS } });
    api();
    renderAt(<TutorDashboard />, { path: '/t/dashboard' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('onboarding-banner')).toBeNull();
  });
});

describe('interview text and strings', () => {
  it('turns paragraphs into escaped HTML and back', () => {
    const text = 'سطر أول\nسطر ثانٍ\n\n<b>فقرة</b> & أخرى';
    expect(textToHtml(text)).toBe('<p>سطر أول<br>سطر ثانٍ</p><p>&lt;b&gt;فقرة&lt;/b&gt; &amp; أخرى</p>');
    expect(htmlToText(textToHtml(text))).toBe(text);
  });

  it('counts free times and interviews with all six Arabic plural forms', () => {
    const forms = [0, 1, 2, 5, 11, 100].map((count) => i18next.t('onboarding.book.freeTimes', { count }));
    expect(forms).toEqual(['لا مواعيد متاحة', 'موعد واحد متاح', 'موعدان متاحان', '٥ مواعيد متاحة', '١١ موعدًا متاحًا', '١٠٠ موعد متاح']);
    expect(i18next.t('interviews.total', { count: 3 })).toBe('٣ مقابلات');
  });
});
