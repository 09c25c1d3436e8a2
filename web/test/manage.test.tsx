import type {
  CurrentUser,
  LessonView,
  NotificationList,
  PlatformSettingsView,
  ReportReplyView,
  ReportView,
  StudioTutor,
  Topic,
  UncontactedTutor,
} from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router';
import { ToastProvider } from '../src/components/toast';
import NotificationBell from '../src/features/notifications/bell';
import { UncontactedTutors } from '../src/features/outreach/components/uncontacted-tutors';
import { endSession, startSession } from '../src/lib/session';
import PhotoSession from '../src/routes/admin/photo-session';
import PhotoSessions from '../src/routes/admin/photo-sessions';
import AdminPlatformSettings from '../src/routes/admin/platform-settings';
import AdminReports from '../src/routes/admin/reports';
import AdminTopics from '../src/routes/admin/topics';
import Reports from '../src/routes/reports';
import UpcomingLessons from '../src/routes/upcoming-lessons';
import { mockFetch, renderAt } from './render';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = (role: Role = Role.RegularAdmin, id = 2) => {
  const user: CurrentUser = {
    id,
    name: 'سارة',
    email: 'someone@kalam.test',
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
    tutor: null,
  };
  startSession({ token: `h.${b64url({ id, iat: 0, exp: Math.floor(Date.now() / 1000) + 7 * 86_400 })}.s`, user }, false);
  return user;
};

type Answer = { status?: number; body: unknown };
type Handler = (body: unknown, url: URL) => Answer;
/** Answers by "METHOD /path" (after /api/v1); lists are empty and anything else is not found unless given. */
function api(answers: Record<string, Handler> = {}) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (answers[key]) return answers[key](body, url);
    // the payout methods and the banks are plain arrays, not pages
    if (key === 'GET /withdraw-method/list' || key === 'GET /withdraw-method/bank/list') return { body: [] };
    if (key.startsWith('GET /') && key.includes('/list')) return { body: { list: [], total: 0 } };
    return { status: 404, body: { code: 'not-found' } };
  });
}
const withToasts = (node: ReactNode) => <ToastProvider>{node}</ToastProvider>;
const fieldError = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => endSession());

describe('the management routes', () => {
  it.each([
    '/reports',
    '/admin/reports',
    '/admin/topics',
    '/admin/platform-settings',
    '/admin/photo-sessions',
    '/admin/photo-session/9',
    '/admin/media',
  ])('registers %s as a lazily loaded screen of its own', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.lazy).toBeTypeOf('function');
  });
});

describe('the admin topics page', () => {
  const topics: Topic[] = [
    { id: 1, nameAr: 'محادثة', nameEn: 'Conversation' },
    { id: 2, nameAr: 'قواعد', nameEn: 'Grammar' },
  ];

  it('refuses short names on their fields before sending, and a taken name after', async () => {
    signIn();
    const posts: unknown[] = [];
    api({
      'GET /topic/list': () => ({ body: { list: topics, total: 2 } }),
      'POST /topic': (body) => (
        posts.push(body),
        posts.length === 1
          ? { status: 400, body: { code: 'bad-request', errors: { nameEn: 'invalid' } } }
          : { status: 201, body: { id: 3, ...(body as object) } }
      ),
    });
    renderAt(withToasts(<AdminTopics />), { path: '/admin/topics' });
    expect((await screen.findByTestId('topics-total')).textContent).toBe('تخصصان');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة تخصص' }));
    const dialog = await screen.findByRole('dialog', { name: 'تخصص جديد' });
    const nameAr = within(dialog).getByLabelText('الاسم بالعربية');
    const nameEn = within(dialog).getByLabelText('الاسم بالإنجليزية');
    fireEvent.change(nameAr, { target: { value: 'نط' } });
    fireEvent.change(nameEn, { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fieldError(nameAr)).toBe('اسم التخصص قصير جدًا.'));
    expect(fieldError(nameEn)).toBe('اسم التخصص قصير جدًا.');
    expect(posts).toEqual([]);

    fireEvent.change(nameAr, { target: { value: 'نطق' } });
    fireEvent.change(nameEn, { target: { value: 'grammar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fieldError(nameEn)).toBe('يوجد تخصص آخر بهذا الاسم.'));
    expect(posts).toEqual([{ nameAr: 'نطق', nameEn: 'grammar' }]);

    fireEvent.change(nameEn, { target: { value: 'Pronunciation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts[1]).toEqual({ nameAr: 'نطق', nameEn: 'Pronunciation' });
    expect(await screen.findByText('أُضيف التخصص.')).toBeTruthy();
  });

  it('renames a topic with PUT and deletes one only after explaining it leaves tutors’ lists', async () => {
    signIn();
    const calls = api({
      'GET /topic/list': () => ({ body: { list: topics, total: 2 } }),
      'PUT /topic/2': (body) => ({ body: { id: 2, ...(body as object) } }),
      'DELETE /topic/1': () => ({ body: topics[0] }),
    });
    renderAt(withToasts(<AdminTopics />), { path: '/admin/topics' });
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل التخصص قواعد' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل التخصص «قواعد»' });
    fireEvent.change(within(dialog).getByLabelText('الاسم بالعربية'), { target: { value: 'القواعد' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ nameAr: 'القواعد', nameEn: 'Grammar' });

    fireEvent.click(screen.getByRole('button', { name: 'حذف التخصص محادثة' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'حذف التخصص «محادثة»؟' });
    expect(confirm.textContent).toContain('سيُحذف التخصص من قائمة كل مدرس اختاره');
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم، احذف التخصص' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/v1/topic/1']);
  });

  it('tells the studio the page is for admins', async () => {
    signIn(Role.Studio);
    api();
    renderAt(<AdminTopics />, { path: '/admin/topics' });
    expect(await screen.findByTestId('admins-only')).toBeTruthy();
  });
});

const DAY = 86_400_000;
const lesson = (over: Partial<LessonView> = {}): LessonView => ({
  id: 41,
  tutor: { id: 7, name: 'أحمد علي', displayName: 'أحمد علي', image: null, role: Role.Tutor, gender: 'male' },
  student: { id: 12, name: 'منى', displayName: 'منى', image: null, role: Role.Student, gender: 'female' },
  start: Date.now() + DAY,
  duration: 30,
  price: 7_500,
  cover: 'free',
  status: 'pending',
  canceledAt: null,
  canceledBy: null,
  rebookedFrom: null,
  createdAt: Date.now() - DAY,
  changeableUntil: Date.now() + DAY / 2,
  ...over,
});
const report = (over: Partial<ReportView> = {}): ReportView => ({
  id: 3,
  reporter: { id: 12, name: 'منى', displayName: 'منى', image: null, role: Role.Student, gender: 'female' },
  reported: null,
  lessonId: 41,
  title: 'المدرس لم يحضر',
  message: 'انتظرت ربع ساعة &amp; لم يدخل أحد.',
  resolved: false,
  resolvedAt: null,
  replies: 1,
  createdAt: Date.now() - DAY,
  updatedAt: Date.now() - DAY,
  ...over,
});
const reply = (over: Partial<ReportReplyView> = {}): ReportReplyView => ({
  id: 9,
  reportId: 3,
  author: { id: 2, name: 'سارة', displayName: 'سارة', image: null, role: Role.RegularAdmin, gender: 'female' },
  message: 'نعتذر، سنعيد لك الدقائق.',
  createdAt: Date.now() - DAY / 2,
  updatedAt: Date.now() - DAY / 2,
  ...over,
});

describe('reporting a problem', () => {
  it('files a report about a lesson from its card, with the lesson id and the text as HTML', async () => {
    signIn(Role.Student, 12);
    const posts: unknown[] = [];
    api({
      'GET /lesson/list': () => ({ body: { list: [lesson()], total: 1 } }),
      'POST /report': (body) => (posts.push(body), { status: 201, body: report({ id: 5 }) }),
    });
    const { router } = renderAt(<UpcomingLessons />, { path: '/upcoming-lessons' });
    fireEvent.click(await screen.findByRole('button', { name: 'الإبلاغ عن مشكلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن مشكلة' });
    expect(within(dialog).getByTestId('report-subject').textContent).toContain('بخصوص الدرس مع أحمد علي');

    fireEvent.change(within(dialog).getByLabelText('عنوان البلاغ'), { target: { value: 'قصير' } });
    fireEvent.change(within(dialog).getByLabelText('وصف المشكلة'), { target: { value: 'قليل' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(fieldError(await within(dialog).findByLabelText('عنوان البلاغ'))).toBe('العنوان قصير جدًا (٥ أحرف على الأقل).');
    expect(fieldError(within(dialog).getByLabelText('وصف المشكلة'))).toBe('الرسالة قصيرة جدًا (١٠ أحرف على الأقل).');
    expect(posts).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('عنوان البلاغ'), { target: { value: 'الصوت كان متقطعًا' } });
    fireEvent.change(within(dialog).getByLabelText('وصف المشكلة'), { target: { value: 'الصوت <انقطع> كثيرًا\nطوال الدرس' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await within(dialog).findByText('وصل بلاغك، وسيرد عليك فريق كلام قريبًا.')).toBeTruthy();
    expect(posts).toEqual([{ title: 'الصوت كان متقطعًا', message: 'الصوت &lt;انقطع&gt; كثيرًا<br>طوال الدرس', lessonId: 41 }]);
    fireEvent.click(within(dialog).getByRole('link', { name: 'متابعة بلاغاتي' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/reports?id=5'));
  });
});

describe('my reports', () => {
  it('shows the thread of the report in ?id= and sends a reply while it is open', async () => {
    signIn(Role.Student, 12);
    const posts: unknown[] = [];
    api({
      'GET /report/list': () => ({ body: { list: [report()], total: 1 } }),
      'GET /report/3': () => ({ body: report() }),
      'GET /report/reply/report/3': () => ({ body: { list: [reply()], total: 1 } }),
      'POST /report/reply': (body) => (posts.push(body), { status: 201, body: reply({ id: 10, author: report().reporter }) }),
    });
    renderAt(<Reports />, { path: '/reports', url: '/reports?id=3' });
    const thread = await screen.findByTestId('report-thread');
    expect(within(thread).getByRole('heading', { name: 'المدرس لم يحضر' })).toBeTruthy();
    expect(within(thread).getByText('انتظرت ربع ساعة & لم يدخل أحد.')).toBeTruthy();
    const replies = await within(thread).findAllByTestId('report-reply');
    expect(replies[0]!.textContent).toContain('فريق كلام');
    expect(screen.getByTestId('report-item').textContent).toContain('رد واحد');
    fireEvent.change(within(thread).getByLabelText('ردك'), { target: { value: 'شكرًا لكم على المتابعة' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'إرسال الرد' }));
    await waitFor(() => expect(posts).toEqual([{ reportId: 3, message: 'شكرًا لكم على المتابعة' }]));
  });

  it('closes the thread of a resolved report to the reporter', async () => {
    signIn(Role.Student, 12);
    api({
      'GET /report/list': () => ({ body: { list: [report({ resolved: true })], total: 1 } }),
      'GET /report/3': () => ({ body: report({ resolved: true }) }),
    });
    renderAt(<Reports />, { path: '/reports', url: '/reports?id=3' });
    expect(await screen.findByText('تم حل هذا البلاغ، فلا يمكن إضافة ردود عليه.')).toBeTruthy();
    expect(screen.queryByLabelText('ردك')).toBeNull();
  });
});

describe('the admin reports page', () => {
  it('lists open reports by default, resolves one and deletes one after asking', async () => {
    signIn();
    const calls = api({
      'GET /report/list': () => ({ body: { list: [report()], total: 1 } }),
      'GET /report/3': () => ({ body: report() }),
      'PUT /report/3': (body) => ({ body: report({ resolved: (body as { resolved: boolean }).resolved }) }),
      'DELETE /report/3': () => ({ body: report() }),
    });
    renderAt(withToasts(<AdminReports />), { path: '/admin/reports' });
    fireEvent.click(await screen.findByRole('button', { name: /^فتح البلاغ المدرس لم يحضر/ }));
    const list = calls.find((c) => c.url.pathname === '/api/v1/report/list')!;
    expect(list.url.searchParams.get('resolved')).toBe('false');
    const thread = await screen.findByTestId('report-thread');
    expect(within(thread).getByText('من منى')).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'تحديد كمحلول' }));
    expect(await within(thread).findByRole('button', { name: 'إعادة فتح' })).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'PUT')!.init.body))).toEqual({ resolved: true });

    fireEvent.click(within(thread).getByRole('button', { name: 'حذف البلاغ' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'حذف البلاغ «المدرس لم يحضر»؟' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم، احذف البلاغ' }));
    await waitFor(() => expect(screen.queryByTestId('report-thread')).toBeNull());
    expect(calls.some((c) => c.init.method === 'DELETE' && c.url.pathname === '/api/v1/report/3')).toBe(true);

    fireEvent.change(screen.getByLabelText('الحالة'), { target: { value: 'all' } });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/v1/report/list')
          .at(-1)!
          .url.searchParams.has('resolved'),
      ).toBe(false),
    );
  });
});

describe('the notification bell', () => {
  it('says when the team replied to a report and links to its thread', async () => {
    signIn(Role.Student, 12);
    const notices: NotificationList = {
      list: [
        {
          id: 1,
          kind: 'report-replied',
          lessonId: null,
          data: { reportId: 3, replyId: 9 },
          link: '/reports?id=3',
          readAt: null,
          createdAt: Date.now(),
        },
      ],
      total: 1,
      unread: 1,
    };
    api({ 'GET /notification/list': () => ({ body: notices }), 'PUT /notification/read': () => ({ body: {} }) });
    renderAt(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'الإشعارات: إشعار جديد' }));
    const link = await screen.findByRole('link', { name: /ردّ فريق كلام على بلاغك/ });
    expect(link.getAttribute('href')).toBe('/reports?id=3');
  });
});

describe('the platform settings page', () => {
  const settings: PlatformSettingsView = {
    tutorHourlyRate: 15_000,
    cancellationWindowHours: 6,
    withdrawalMin: 10_000,
    withdrawalMax: 5_000_000,
  };

  it('shows the settings in pounds and sends only what changed, in piasters', async () => {
    signIn();
    const puts: unknown[] = [];
    api({
      'GET /platform-settings': () => ({ body: settings }),
      'PUT /platform-settings': (body) => (puts.push(body), { body: { ...settings, ...(body as object) } }),
    });
    renderAt(withToasts(<AdminPlatformSettings />), { path: '/admin/platform-settings' });
    const rate = (await screen.findByLabelText('أجر المدرس في الساعة (جنيه)')) as HTMLInputElement;
    expect(rate.value).toBe('150');
    expect((screen.getByLabelText('أكبر مبلغ للسحب (جنيه)') as HTMLInputElement).value).toBe('50000');
    fireEvent.change(rate, { target: { value: '١٧٥٫٥' } });
    fireEvent.change(screen.getByLabelText('مهلة الإلغاء (ساعات قبل الدرس)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حُفظت إعدادات المنصة.')).toBeTruthy();
    expect(puts).toEqual([{ tutorHourlyRate: 17_550, cancellationWindowHours: 12 }]);
  });

  it('explains out-of-range values and a minimum above the maximum in Arabic, without sending', async () => {
    signIn();
    const calls = api({ 'GET /platform-settings': () => ({ body: settings }) });
    renderAt(<AdminPlatformSettings />, { path: '/admin/platform-settings' });
    const rate = await screen.findByLabelText('أجر المدرس في الساعة (جنيه)');
    fireEvent.change(rate, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('مهلة الإلغاء (ساعات قبل الدرس)'), { target: { value: 'كثير' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fieldError(rate)).toMatch(/^أدخل أجرًا صحيحًا بين .*١.*و.*١٠٠٬٠٠٠/));
    expect(fieldError(screen.getByLabelText('مهلة الإلغاء (ساعات قبل الدرس)'))).toBe('أدخل رقمًا.');

    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('مهلة الإلغاء (ساعات قبل الدرس)'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('أقل مبلغ للسحب (جنيه)'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('أكبر مبلغ للسحب (جنيه)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fieldError(screen.getByLabelText('أقل مبلغ للسحب (جنيه)'))).toBe('الحد الأدنى للسحب أكبر من الحد الأقصى.'));
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('saves a payout method’s limits typed in Arabic-Indic digits with the Arabic decimal point and separator, in piasters', async () => {
    signIn();
    const posts: unknown[] = [];
    api({
      'GET /platform-settings': () => ({ body: settings }),
      'POST /withdraw-method': (body) => (posts.push(body), { body: { id: 1, ...(body as object) } }),
    });
    renderAt(withToasts(<AdminPlatformSettings />), { path: '/admin/platform-settings' });
    const wallet = await screen.findByTestId('withdraw-method-wallet');
    const min = within(wallet).getByLabelText('أقل مبلغ (جنيه)');
    fireEvent.change(min, { target: { value: 'مية' } });
    fireEvent.click(within(wallet).getByRole('button', { name: /^حفظ/ }));
    await waitFor(() => expect(fieldError(min)).toBe('أدخل مبلغًا أكبر من صفر.'));
    fireEvent.change(min, { target: { value: '١٢٥٫٥٠' } });
    fireEvent.change(within(wallet).getByLabelText('أكبر مبلغ (جنيه)'), { target: { value: '٥٬٠٠٠' } });
    fireEvent.click(within(wallet).getByRole('button', { name: /^حفظ/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ type: 'wallet', min: 12_550, max: 500_000, enabled: false });
    expect(min.getAttribute('aria-invalid')).toBeNull();
  });

  it('flushes the server cache with DELETE only after confirming, and says so', async () => {
    signIn();
    const calls = api({ 'GET /platform-settings': () => ({ body: settings }), 'DELETE /cache/flush': () => ({ body: { generation: 4 } }) });
    renderAt(withToasts(<AdminPlatformSettings />), { path: '/admin/platform-settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'مسح الذاكرة المؤقتة' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'مسح ذاكرة الخادم المؤقتة؟' });
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم، امسحها' }));
    expect(await screen.findByText('مُسحت ذاكرة الخادم المؤقتة.')).toBeTruthy();
    expect(screen.getByText('رقم الإصدار الجديد: ٤')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/v1/cache/flush']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

const studioTutor = (over: Partial<StudioTutor> = {}): StudioTutor => ({
  id: 9,
  name: 'هالة محمود',
  image: null,
  video: null,
  thumbnail: null,
  bio: 'مدرسة محادثة',
  activated: true,
  createdAt: Date.now() - 30 * DAY,
  ...over,
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
const file = (name: string, type: string, mb = 2) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: mb * 1024 * 1024 });
  return f;
};

describe('the studio', () => {
  it('lists tutors with what media they miss, and filters by name and missing photo', async () => {
    signIn(Role.Studio, 30);
    const calls = api({
      'GET /user/tutor/all/for/studio': () => ({
        body: {
          list: [
            studioTutor(),
            studioTutor({ id: 10, name: 'كريم', image: '/api/v1/assets/uploads/k.jpg', video: '/api/v1/assets/uploads/k.mp4' }),
          ],
          total: 2,
        },
      }),
    });
    renderAt(<PhotoSessions />, { path: '/admin/photo-sessions' });
    const cards = await screen.findAllByTestId('studio-tutor');
    expect(within(cards[0]!).getByTestId('photo-status').textContent).toBe('بدون صورة');
    expect(within(cards[1]!).getByTestId('video-status').textContent).toBe('الفيديو جاهز');
    expect(within(cards[0]!).getByRole('link', { name: 'جلسة تصوير هالة محمود' }).getAttribute('href')).toBe('/admin/photo-session/9');
    fireEvent.click(screen.getByRole('checkbox', { name: 'بدون صورة فقط' }));
    fireEvent.change(screen.getByLabelText('ابحث بالاسم'), { target: { value: 'هالة' } });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/v1/user/tutor/all/for/studio').at(-1)!.url.searchParams;
      expect([last.get('missingImage'), last.get('search'), last.get('page')]).toEqual(['true', 'هالة', '1']);
    });
  });

  it('refuses other formats and files over the limits before uploading', async () => {
    signIn(Role.Studio, 30);
    api({ 'GET /user/tutor/9/for/studio': () => ({ body: studioTutor() }) });
    const requests = fakeUpload();
    renderAt(<PhotoSession />, { path: '/admin/photo-session/:tutorId', url: '/admin/photo-session/9' });
    const photo = await screen.findByTestId('photo-input');
    fireEvent.change(photo, { target: { files: [file('me.gif', 'image/gif')] } });
    expect(fieldError(photo)).toBe('اختر صورة بصيغة JPEG أو PNG أو WebP.');
    fireEvent.change(photo, { target: { files: [file('me.jpg', 'image/jpeg', 9)] } });
    expect(fieldError(photo)).toBe('الصورة أكبر من ٨ ميجابايت.');
    const video = screen.getByTestId('video-input');
    fireEvent.change(video, { target: { files: [file('intro.mov', 'video/quicktime')] } });
    expect(fieldError(video)).toBe('اختر فيديو بصيغة MP4 أو WebM.');
    fireEvent.change(video, { target: { files: [file('intro.mp4', 'video/mp4', 401)] } });
    expect(fieldError(video)).toBe('الفيديو أكبر من ٤٠٠ ميجابايت.');
    fireEvent.click(screen.getByRole('button', { name: 'رفع الملفات' }));
    expect(await screen.findByText('اختر ملفًا واحدًا على الأقل.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('uploads a photo with a visible progress bar, stops when asked, and shows the stored photo after', async () => {
    signIn(Role.Studio, 30);
    api({ 'GET /user/tutor/9/for/studio': () => ({ body: studioTutor() }) });
    const requests = fakeUpload();
    renderAt(withToasts(<PhotoSession />), { path: '/admin/photo-session/:tutorId', url: '/admin/photo-session/9' });
    expect(await screen.findByRole('heading', { name: 'جلسة تصوير هالة محمود' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الصفحة العامة للمدرس' }).getAttribute('href')).toBe('/t/9');
    expect(screen.queryByTestId('current-photo')).toBeNull();

    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file('hala.png', 'image/png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'رفع الملفات' }));
    const bar = await screen.findByTestId('upload-progress');
    expect(bar.getAttribute('role')).toBe('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(bar.textContent).toContain('٤٠٪');
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.url).toBe('/api/v1/user/asset/tutor?tutorId=9');
    expect((requests[0]!.form.get('image') as File).name).toBe('hala.png');
    expect(requests[0]!.form.has('video')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف الرفع' }));
    expect(await screen.findByText('أوقفت الرفع، ولم يُحفظ أي ملف.')).toBeTruthy();
    expect(requests[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'رفع الملفات' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.answer(200, studioTutor({ image: '/api/v1/assets/uploads/t9-image.png' }));
    expect(((await screen.findByTestId('current-photo')) as HTMLImageElement).getAttribute('src')).toBe(
      '/api/v1/assets/uploads/t9-image.png',
    );
    expect(screen.getByTestId('upload-done').textContent).toBe('حُفظت الوسائط، وتظهر الآن في صفحة المدرس.');
    expect(screen.getByTestId('photo-status').textContent).toBe('الصورة جاهزة');
    expect(screen.getByTestId('upload-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('button', { name: 'إيقاف الرفع' })).toBeNull();
  });

  it('shows the server’s reason when it refuses a file', async () => {
    signIn(Role.Studio, 30);
    api({ 'GET /user/tutor/9/for/studio': () => ({ body: studioTutor() }) });
    const requests = fakeUpload();
    renderAt(<PhotoSession />, { path: '/admin/photo-session/:tutorId', url: '/admin/photo-session/9' });
    const photo = await screen.findByTestId('photo-input');
    fireEvent.change(photo, { target: { files: [file('hala.png', 'image/png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'رفع الملفات' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.answer(400, { code: 'bad-request', errors: { image: 'invalid-type' } });
    await waitFor(() => expect(fieldError(screen.getByTestId('photo-input'))).toBe('نوع الملف غير مسموح. استخدم صورة JPG أو PNG أو GIF.'));
  });
});

describe('uncontacted tutor applicants', () => {
  it('lists them with their contacts and a link to message each', async () => {
    signIn(Role.TutorManager, 40);
    const applicants: UncontactedTutor[] = [
      {
        id: 51,
        name: 'ياسمين فؤاد',
        email: 'yasmin@example.com',
        phone: '01098765432',
        image: null,
        gender: 'female',
        verified: false,
        createdAt: Date.UTC(2026, 10, 2),
      },
      {
        id: 52,
        name: 'عمر',
        email: 'omar@example.com',
        phone: null,
        image: null,
        gender: 'male',
        verified: true,
        createdAt: Date.UTC(2026, 10, 5),
      },
    ];
    api({ 'GET /user/tutor/list/uncontacted': () => ({ body: { list: applicants, total: 2 } }) });
    renderAt(<UncontactedTutors />);
    const rows = await screen.findAllByTestId('uncontacted-tutor');
    expect(screen.getByTestId('uncontacted-total').textContent).toBe('متقدمان');
    expect(rows[0]!.textContent).toContain('yasmin@example.com');
    expect(rows[0]!.textContent).toContain('البريد غير مؤكد');
    expect(rows[0]!.textContent).toContain('٢ نوفمبر ٢٠٢٦');
    expect(rows[1]!.textContent).toContain('بدون رقم');
    expect(within(rows[0]!).getByRole('link', { name: 'مراسلة ياسمين فؤاد' }).getAttribute('href')).toBe('/chat?with=51');
  });
});
