import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormActions } from '../src/components/confirm-dialog';
import { CodeField, EmailField, Field } from '../src/components/field';
import { NewPasswordFields } from '../src/components/new-password-fields';
import { loadErrorTexts } from '../src/lib/error-texts';
import { bindFields, loadSchemas, useForm } from '../src/lib/use-form-errors';
import '../src/features/auth/i18n';

// A field is one line bound by the form layer: `{...form.field(key)}` gives the value, its change, its name and its
// error, so every form shows its label, its error under it and sends what the shared schema reads.

function ProfileForm({ send }: { send: (checked: unknown) => void }) {
  const form = useForm({ name: '', phone: '', birthYear: '', marketing: false });
  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.submit((s) => s.user.update, form.values, send);
  }
  return (
    <form noValidate onSubmit={submit}>
      <Field label="الاسم" {...form.field('name')} />
      <Field label="الموبايل" type="tel" dir="ltr" {...form.field('phone')} />
      <Field label="سنة الميلاد" inputMode="numeric" {...form.field('birthYear')} />
      <label>
        <input {...form.check('marketing')} />
        عروض
      </label>
      <FormActions error={form.formError} submit="حفظ" cancel="رجوع" onCancel={() => undefined} />
    </form>
  );
}

function SignUp() {
  const form = useForm({ email: '', code: '', password: '', confirmPassword: '' });
  return (
    <form noValidate>
      <EmailField label="البريد" {...form.field('email')} />
      <CodeField label="الكود" {...form.field('code')} />
      <NewPasswordFields label="كلمة المرور" form={form} />
    </form>
  );
}

describe('a form field bound by the form layer', () => {
  // the schemas and messages load on a form's first use; here once, so a busy machine does not time the first test out
  beforeAll(() => Promise.all([loadSchemas(), loadErrorTexts()]), 60_000);

  it('is named by its label, and after a refused submit shows the error under it, tied to the control', async () => {
    const send = vi.fn();
    render(<ProfileForm send={send} />);
    const name = screen.getByLabelText('الاسم');
    expect(name).toHaveProperty('name', 'name');
    fireEvent.change(name, { target: { value: 'a' } });
    expect(name).toHaveProperty('value', 'a');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'حفظ' })));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(error?.getAttribute('role')).toBe('alert');
    // the code's message in Arabic, not the code
    await waitFor(() => expect(error?.textContent).toMatch(/[\u0600-\u06ff]/));
    expect(send).not.toHaveBeenCalled();
    // the other fields were fine: nothing marks them
    expect(screen.getByLabelText('الموبايل').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends digits typed in Arabic-Indic script as Latin, and a checkbox as its state', async () => {
    const send = vi.fn();
    render(<ProfileForm send={send} />);
    fireEvent.change(screen.getByLabelText('الاسم'), { target: { value: 'منى علي' } });
    fireEvent.change(screen.getByLabelText('الموبايل'), { target: { value: '٠١٠١٢٣٤٥٦٧٨' } });
    fireEvent.change(screen.getByLabelText('سنة الميلاد'), { target: { value: '٢٠٠٥' } });
    fireEvent.click(screen.getByLabelText('عروض'));
    expect(screen.getByLabelText('عروض')).toHaveProperty('checked', true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'حفظ' })));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'منى علي', phone: '01012345678', birthYear: 2005 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('binds the shared groups and shaped fields the same way: email, code, the new password pair', async () => {
    render(<SignUp />);
    const email = screen.getByLabelText('البريد');
    expect([email.getAttribute('type'), email.getAttribute('dir'), email.getAttribute('autocomplete')]).toEqual(['email', 'ltr', 'email']);
    expect(screen.getByLabelText('الكود').getAttribute('inputmode')).toBe('numeric');
    const password = screen.getByLabelText('كلمة المرور');
    expect([password.getAttribute('type'), password.getAttribute('autocomplete')]).toEqual(['password', 'new-password']);
    fireEvent.change(screen.getByLabelText('تأكيد كلمة المرور'), { target: { value: 'x' } });
    expect(screen.getByLabelText('تأكيد كلمة المرور')).toHaveProperty('value', 'x');
  });

  it('binds values kept elsewhere (a draft, a row of a list) by their path, so the error the API names shows there', () => {
    const setValues = vi.fn();
    const bound = bindFields(
      { name: 'TEFL' },
      setValues,
      (key) => (key === 'certificates.1.name' ? 'required' : undefined),
      'certificates.1.',
    ).field('name');
    expect([bound.name, bound.value, bound.error]).toEqual(['certificates.1.name', 'TEFL', 'required']);
    bound.onChange({ target: { value: 'CELTA' } });
    const update = setValues.mock.calls[0]?.[0] as (v: { name: string }) => { name: string };
    expect(update({ name: 'TEFL' })).toEqual({ name: 'CELTA' });
  });
});
