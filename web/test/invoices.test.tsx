import type { CurrentUser, InvoiceStats, InvoiceView, WithdrawMethodView } from '@kalam/core';
import { InvoiceStatus, Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../src/lib/session';
import AdminInvoices from '../src/routes/admin/invoices';
import Invoices from '../src/routes/invoices';
import { mockFetch, renderAt } from './render';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = (role: Role = Role.Tutor, id = 7) => {
  const user: CurrentUser = {
    id,
    name: 'أحمد',
    email: 'ahmed@example.com',
    role,
    verified: true,
    hasPassword: true,
    image: null,
    gender: 'male',
    birthYear: 1990,
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

const banks = [
  { id: 1, code: 'cib', nameAr: 'البنك التجاري الدولي (CIB)', hidden: false, updatedAt: 0 },
  { id: 2, code: 'alex', nameAr: 'بنك الإسكندرية', hidden: false, updatedAt: 0 },
  { id: 3, code: 'closed', nameAr: 'بنك مغلق', hidden: true, updatedAt: 0 },
];
const methods: WithdrawMethodView[] = [
  { id: 1, type: 'wallet', min: 10_000, max: 5_000_000, enabled: true, updatedAt: 0 },
  { id: 2, type: 'bank', min: 50_000, max: 5_000_000, enabled: true, updatedAt: 0 },
  { id: 3, type: 'instapay', min: 10_000, max: 2_000_000, enabled: true, updatedAt: 0 },
];
const stats: InvoiceStats = {
  earned: 1_250_000,
  withdrawn: 400_000,
  pending: 100_000,
  available: 750_000,
  weekly: [
    { start: Date.UTC(2026, 10, 14), earned: 300_000 },
    { start: Date.UTC(2026, 10, 21), earned: 450_000 },
  ],
  monthly: [
    { start: Date.UTC(2026, 9, 1), earned: 500_000 },
    { start: Date.UTC(2026, 10, 1), earned: 750_000 },
  ],
};
const invoice = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 31,
  userId: 7,
  tutor: { id: 7, name: 'أحمد', displayName: 'أحمد', image: null, role: Role.Tutor, gender: 'male' },
  amount: 100_000,
  method: 'wallet',
  receiver: null,
  bank: null,
  phone: '01012345678',
  account: null,
  username: null,
  note: null,
  receipt: null,
  status: InvoiceStatus.Pending,
  addressedBy: null,
  createdAt: Date.UTC(2026, 10, 28, 10),
  updatedAt: Date.UTC(2026, 10, 28, 10),
  ...over,
});

type Answer = { status?: number; body: unknown };
/** The invoices API with sensible answers; `over` replaces any of them by "METHOD /path" (path after /api/v1). */
function api(over: Record<string, (body: unknown, url: URL) => Answer> = {}, list: InvoiceView[] = [invoice()]) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (over[key]) return over[key](body, url);
    if (key === 'GET /withdraw-method/list') return { body: methods };
    if (key === 'GET /withdraw-method/bank/list') return { body: banks };
    if (key === 'GET /invoice/stats/7') return { body: stats };
    if (key === 'GET /invoice/list') return { body: { list, total: list.length } };
    return { status: 404, body: { code: 'not-found' } };
  });
}

const openRequestDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'طلب سحب الأرباح' }));
  return screen.findByRole('dialog', { name: 'طلب سحب الأرباح' });
};

afterEach(() => endSession());

describe('the tutor earnings page', () => {
  it('sends a visitor to sign in and back, and explains itself to students', async () => {
    api();
    const { router } = renderAt(<Invoices />, { path: '/invoices' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/invoices');
    endSession();
  });

  it('tells a student the page is for tutors', async () => {
    signIn(Role.Student);
    api();
    renderAt(<Invoices />, { path: '/invoices' });
    expect((await screen.findByTestId('tutors-only')).textContent).toContain('هذه الصفحة للمدرسين');
  });

  it('shows the four balance figures in pounds', async () => {
    signIn();
    api();
    renderAt(<Invoices />, { path: '/invoices' });
    const figure = async (name: string) => (await screen.findByRole('group', { name })).textContent;
    await waitFor(async () => expect(await figure('إجمالي الأرباح')).toContain('١٢٬٥٠٠'));
    expect(await figure('تم سحبه')).toContain('٤٬٠٠٠');
    expect(await figure('قيد المراجعة')).toContain('١٬٠٠٠');
    expect(await figure('المتاح للسحب')).toMatch(/٧٬٥٠٠.*ج\.م\./);
  });

  it('switches the earnings chart between weeks and months', async () => {
    signIn();
    api();
    renderAt(<Invoices />, { path: '/invoices' });
    expect((await screen.findByTestId('earnings-total')).textContent).toContain('٧٬٥٠٠');
    fireEvent.click(screen.getByRole('button', { name: 'شهريًا' }));
    expect(screen.getByRole('button', { name: 'شهريًا' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('earnings-total').textContent).toContain('١٢٬٥٠٠');
  });

  it('requests a wallet withdrawal in piasters for the pounds typed, with the 4 to 5 working days notice', async () => {
    signIn();
    const posts: unknown[] = [];
    api({ 'POST /invoice': (body) => (posts.push(body), { status: 201, body: invoice() }) });
    renderAt(<Invoices />, { path: '/invoices' });
    const dialog = await openRequestDialog();
    expect(within(dialog).getByRole('note').textContent).toBe('تستغرق معالجة طلب السحب من ٤ إلى ٥ أيام عمل.');
    const wallet = within(dialog).getByRole('radio', { name: 'محفظة إلكترونية' }) as HTMLInputElement;
    expect(wallet.checked).toBe(true);
    expect(document.getElementById(wallet.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^من .*١٠٠\sج\.م\..* إلى .*٥٠٬٠٠٠\sج\.م\./,
    );
    fireEvent.change(within(dialog).getByLabelText('رقم المحفظة'), { target: { value: '٠١٠١٢٣٤٥٦٧٨' } });
    fireEvent.change(within(dialog).getByLabelText('المبلغ بالجنيه'), { target: { value: '250.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ method: 'wallet', amount: 25_050, phone: '01012345678' }]);
  });

  it('sends the bank and InstaPay details each method needs', async () => {
    signIn();
    const posts: unknown[] = [];
    api({ 'POST /invoice': (body) => (posts.push(body), { status: 201, body: invoice() }) });
    renderAt(<Invoices />, { path: '/invoices' });
    let dialog = await openRequestDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'تحويل بنكي' }));
    fireEvent.change(within(dialog).getByLabelText('البنك'), { target: { value: 'cib' } });
    // the banks come from the list admins keep; hidden ones are not offered
    expect(await within(dialog).findByRole('option', { name: 'البنك التجاري الدولي (CIB)' })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: 'بنك مغلق' })).toBeNull();
    expect(within(dialog).getByRole('option', { name: 'بنك الإسكندرية' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('رقم الحساب'), { target: { value: '1002 3004 5006' } });
    fireEvent.change(within(dialog).getByLabelText('اسم صاحب الحساب'), { target: { value: 'أحمد علي' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'سحب كل الرصيد' }));
    expect((within(dialog).getByLabelText('المبلغ بالجنيه') as HTMLInputElement).value).toBe('7500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(posts).toHaveLength(1));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openRequestDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'إنستاباي' }));
    fireEvent.change(within(dialog).getByLabelText('اسم مستخدم إنستاباي'), { target: { value: 'ahmed.ali@instapay' } });
    fireEvent.change(within(dialog).getByLabelText('المبلغ بالجنيه'), { target: { value: '١٥٠' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts).toEqual([
      { method: 'bank', amount: 750_000, bank: 'cib', account: '100230045006', receiver: 'أحمد علي' },
      { method: 'instapay', amount: 15_000, username: 'ahmed.ali@instapay' },
    ]);
  });

  it('shows field errors under their fields before sending', async () => {
    signIn();
    const calls = api();
    renderAt(<Invoices />, { path: '/invoices' });
    const dialog = await openRequestDialog();
    fireEvent.change(within(dialog).getByLabelText('رقم المحفظة'), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText('المبلغ بالجنيه'), { target: { value: '9000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    const amount = within(dialog).getByLabelText('المبلغ بالجنيه');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent).toMatch(/أكبر من رصيدك المتاح.*٧٬٥٠٠/);
    expect(within(dialog).getByLabelText('رقم المحفظة').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('names a receiver field left blank as required, not as badly typed', async () => {
    signIn();
    const calls = api();
    renderAt(<Invoices />, { path: '/invoices' });
    const dialog = await openRequestDialog();
    fireEvent.change(within(dialog).getByLabelText('المبلغ بالجنيه'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    const phone = within(dialog).getByLabelText('رقم المحفظة');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe('هذا الحقل مطلوب.'));
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('shows the server’s over-balance answer under the amount, with the balance it reports', async () => {
    signIn();
    api({
      'POST /invoice': () => ({
        status: 400,
        body: { code: 'bad-request', errors: { amount: 'invoice-amount-above-max' }, details: { available: 20_000 } },
      }),
    });
    renderAt(<Invoices />, { path: '/invoices' });
    const dialog = await openRequestDialog();
    fireEvent.change(within(dialog).getByLabelText('رقم المحفظة'), { target: { value: '01012345678' } });
    fireEvent.change(within(dialog).getByLabelText('المبلغ بالجنيه'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    const amount = within(dialog).getByLabelText('المبلغ بالجنيه');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^المبلغ أكبر من رصيدك المتاح \(\u200f?٢٠٠\sج\.م\.\u200f?\)\.$/,
    );
    expect(within(dialog).getByTestId('available-in-form').textContent).toContain('٢٠٠');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a pending request with the same dialog, prefilled, as an update', async () => {
    signIn();
    const puts: unknown[] = [];
    api({ 'PUT /invoice/receiver/31': (body) => (puts.push(body), { body: invoice({ status: InvoiceStatus.UpdatedByReceiver }) }) });
    renderAt(<Invoices />, { path: '/invoices' });
    const row = await screen.findByTestId('invoice-row');
    fireEvent.click(within(row).getByRole('button', { name: 'تعديل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل طلب السحب' });
    expect((within(dialog).getByLabelText('رقم المحفظة') as HTMLInputElement).value).toBe('01012345678');
    expect((within(dialog).getByRole('radio', { name: 'تحويل بنكي' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('المبلغ بالجنيه'), { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التعديل' }));
    await waitFor(() => expect(puts).toEqual([{ action: 'update', amount: 120_000, phone: '01012345678' }]));
  });

  it('cancels a pending request only after confirmation', async () => {
    signIn();
    const puts: unknown[] = [];
    api({ 'PUT /invoice/receiver/31': (body) => (puts.push(body), { body: invoice({ status: InvoiceStatus.CanceledByReceiver }) }) });
    renderAt(<Invoices />, { path: '/invoices' });
    const row = await screen.findByTestId('invoice-row');
    fireEvent.click(within(row).getByRole('button', { name: 'إلغاء الطلب' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'إلغاء طلب السحب؟' });
    expect(confirm.textContent).toContain('١٬٠٠٠');
    expect(puts).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم، ألغِ الطلب' }));
    await waitFor(() => expect(puts).toEqual([{ action: 'cancel' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows every status as an Arabic badge, edit and cancel only while pending, and the note as text', async () => {
    signIn();
    const statuses = Object.values(InvoiceStatus);
    api(
      {},
      statuses.map((status, i) =>
        invoice({
          id: 40 + i,
          status,
          note: i === 5 ? '<p>رقم <b>الحساب</b> خطأ</p><img src=x onerror="alert(1)"><script>alert(2)</script>' : null,
        }),
      ),
    );
    renderAt(<Invoices />, { path: '/invoices' });
    await screen.findAllByTestId('invoice-row');
    expect(screen.getAllByTestId('invoice-status').map((b) => b.textContent)).toEqual([
      'قيد المراجعة',
      'معدَّل بانتظار الموافقة',
      'إلغاء بانتظار الموافقة',
      'ملغي',
      'تم التحويل',
      'مرفوض',
    ]);
    expect(screen.getAllByRole('button', { name: 'تعديل' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'إلغاء الطلب' })).toHaveLength(1);
    const note = screen.getByTestId('invoice-note');
    expect(note.textContent).toBe('رقم الحساب خطأ');
    expect(note.querySelector('b')?.textContent).toBe('الحساب');
    expect(note.querySelector('img, script, [onerror]')).toBeNull();
  });

  it('fetches a fulfilled request’s receipt with the token and shows it from a blob', async () => {
    signIn();
    const calls = api({ 'GET /assets/receipts/r-31.png': () => ({ body: 'png' }) }, [
      invoice({ status: InvoiceStatus.Fulfilled, receipt: '/api/v1/assets/receipts/r-31.png' }),
    ]);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderAt(<Invoices />, { path: '/invoices' });
    fireEvent.click(await screen.findByRole('button', { name: 'عرض الإيصال' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيصال التحويل' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'فتح في نافذة جديدة' }).getAttribute('href')).toBe('blob:receipt'));
    const call = calls.find((c) => c.url.pathname === '/api/v1/assets/receipts/r-31.png')!;
    expect(new Headers(call.init.headers).get('authorization')).toMatch(/^Bearer h\./);
  });
});

/** A stand-in XMLHttpRequest that reports upload progress, then answers with `respond`. */
function fakeUpload(respond: (form: FormData) => { status: number; body: unknown }) {
  const sent: { method: string; url: string; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    responseText = '';
    withCredentials = false;
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ ...this.target, form });
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 0);
      setTimeout(() => {
        const answer = respond(form);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 30);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('the admin invoices page', () => {
  const openProcess = async (row: number) => {
    fireEvent.click(within((await screen.findAllByTestId('invoice-row'))[row]!).getByRole('button', { name: 'معالجة' }));
    return screen.findByRole('dialog', { name: /معالجة طلب السحب/ });
  };
  const actionNames = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent);

  it('lists every tutor’s requests with filters that go to the API', async () => {
    signIn(Role.SuperAdmin, 1);
    const calls = api({}, [
      invoice(),
      invoice({ id: 32, method: 'bank', bank: 'alex', account: '123456789', receiver: 'أحمد علي', phone: null }),
    ]);
    renderAt(<AdminInvoices />, { path: '/admin/invoices' });
    const rows = await screen.findAllByTestId('invoice-row');
    // the bank is named from the list admins keep
    await waitFor(() => expect(rows[1]!.textContent).toMatch(/بنك الإسكندرية.*123456789.*أحمد علي/));
    fireEvent.change(screen.getByLabelText('الحالة'), { target: { value: 'canceled-by-receiver' } });
    fireEvent.change(screen.getByLabelText('طريقة السحب'), { target: { value: 'bank' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.searchParams.get('status') === 'canceled-by-receiver' && c.url.searchParams.get('method') === 'bank'),
      ).toBe(true),
    );
  });

  it('offers fulfil, reject and cancel for a pending request, only approving the cancellation for a cancelled one', async () => {
    signIn(Role.SuperAdmin, 1);
    api({}, [
      invoice(),
      invoice({ id: 32, status: InvoiceStatus.CanceledByReceiver }),
      invoice({ id: 33, status: InvoiceStatus.UpdatedByReceiver }),
    ]);
    renderAt(<AdminInvoices />, { path: '/admin/invoices' });
    let dialog = await openProcess(0);
    expect(actionNames(dialog)).toEqual(['دون تغيير الحالة', 'إتمام التحويل', 'رفض الطلب', 'إلغاء الطلب مع ذكر السبب']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'تراجع' }));
    dialog = await openProcess(1);
    expect(actionNames(dialog)).toEqual(['دون تغيير الحالة', 'اعتماد الإلغاء']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'تراجع' }));
    dialog = await openProcess(2);
    expect(actionNames(dialog)).toEqual(['دون تغيير الحالة', 'اعتماد التعديل', 'إتمام التحويل', 'رفض الطلب', 'إلغاء الطلب مع ذكر السبب']);
  });

  it('refuses to fulfil without a receipt, then uploads it with a progress bar', async () => {
    signIn(Role.SuperAdmin, 1);
    api();
    const sent = fakeUpload(() => ({
      status: 200,
      body: invoice({ status: InvoiceStatus.Fulfilled, receipt: '/api/v1/assets/receipts/r.png' }),
    }));
    renderAt(<AdminInvoices />, { path: '/admin/invoices' });
    const dialog = await openProcess(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'إتمام التحويل' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const input = within(dialog).getByLabelText('إيصال التحويل');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe('أرفق إيصال التحويل لإتمام الطلب.');
    expect(sent).toEqual([]);

    const file = new File(['png'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const bar = await within(dialog).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toBe('/api/v1/invoice/admin/31');
    expect(sent[0]!.form.get('status')).toBe('fulfilled');
    expect((sent[0]!.form.get('receipt') as File).name).toBe('receipt.png');
  });

  it('requires a note to reject, and sends it', async () => {
    signIn(Role.SuperAdmin, 1);
    api();
    const sent = fakeUpload(() => ({ status: 200, body: invoice({ status: InvoiceStatus.Rejected }) }));
    renderAt(<AdminInvoices />, { path: '/admin/invoices' });
    const dialog = await openProcess(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'رفض الطلب' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('اكتب سبب الرفض في الملاحظة.');
    fireEvent.change(within(dialog).getByLabelText('ملاحظة للمدرس'), { target: { value: 'رقم المحفظة غير صحيح' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form.get('status')).toBe('rejected');
    expect(sent[0]!.form.get('note')).toBe('رقم المحفظة غير صحيح');
  });

  it('cancels a pending request only with a reason, which is sent for the tutor', async () => {
    signIn(Role.SuperAdmin, 1);
    api();
    const sent = fakeUpload(() => ({ status: 200, body: invoice({ status: InvoiceStatus.CancellationApprovedByAdmin }) }));
    renderAt(<AdminInvoices />, { path: '/admin/invoices' });
    const dialog = await openProcess(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'إلغاء الطلب مع ذكر السبب' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('اكتب سبب الإلغاء في الملاحظة، فهو يصل إلى المدرس.');
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('ملاحظة للمدرس'), { target: { value: 'طلب مكرر' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form.get('status')).toBe('cancellation-approved-by-admin');
    expect(sent[0]!.form.get('note')).toBe('طلب مكرر');
  });

  it('removes a note from a final request; no request can be deleted', async () => {
    signIn(Role.SuperAdmin, 1);
    api({}, [
      invoice({ status: InvoiceStatus.Fulfilled, note: 'تم', receipt: '/api/v1/assets/receipts/r.png' }),
      invoice({ id: 32, status: InvoiceStatus.Rejected }),
    ]);
    const sent = fakeUpload(() => ({ status: 200, body: invoice({ status: InvoiceStatus.Fulfilled }) }));
    renderAt(<AdminInvoices />, { path: '/admin/invoices' });
    const rows = await screen.findAllByTestId('invoice-row');
    for (const row of rows) expect(within(row).queryByRole('button', { name: 'حذف' })).toBeNull();
    const dialog = await openProcess(0);
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'حذف الملاحظة الحالية' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form.get('clearNote')).toBe('true');
    expect(sent[0]!.form.get('status')).toBeNull();
  });
});
