import type { CurrentUser } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CodeField, Field, SelectField } from '../../components/field';
import { FormError } from '../../components/form-error';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api';
import { userKeys } from '../../lib/resources/user';
import { getSession, updateSessionUser } from '../../lib/session';
import { useForm } from '../../lib/use-form-errors';
import './i18n';

type Sent = z.output<typeof schemas.confirmationCode.send>;
type Verified = z.output<typeof schemas.confirmationCode.verify>;

/** Confirm a mobile number with a code sent by WhatsApp or Telegram. */
export function PhoneVerification({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm({ phone: user.phone ?? '', method: '1', code: '' });
  const { phone, code } = form.values;
  const method = form.values.method === '2' ? 2 : 1;
  const [sent, setSent] = useState(false);
  const send = useMutation({ mutationFn: (body: Sent) => api.post('/confirmation-code/phone/send', { body }) });
  const verify = useMutation({ mutationFn: (body: Verified) => api.post('/confirmation-code/phone/verify', { body }) });

  async function sendCode(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.confirmationCode.send,
      { phone, method },
      async (checked) => {
        await send.mutateAsync(checked);
        setSent(true);
        toast({ type: 'info', title: t(method === 1 ? 'phone.sentWhatsapp' : 'phone.sentTelegram') });
      },
    );
  }
  async function confirm(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.confirmationCode.verify,
      { phone, method, code },
      async (checked) => {
        await verify.mutateAsync(checked);
        const current = getSession().user;
        if (current) updateSessionUser({ ...current, phone: checked.phone, phoneVerified: true });
        void queryClient.invalidateQueries({ queryKey: userKeys.current });
        setSent(false);
        form.setValue('code', '');
        toast({ type: 'success', title: t('phone.verified') });
      },
    );
  }

  return (
    <section className="card grid gap-5 p-6" aria-labelledby="phone-title">
      <h2 id="phone-title" className="text-xl font-700">
        {t('phone.title')}
      </h2>
      {user.phoneVerified && user.phone && (
        <p className="font-600 text-green-700" data-testid="phone-verified">
          {t('phone.isVerified', { phone: user.phone })}
        </p>
      )}
      <form noValidate onSubmit={sendCode} className="grid gap-4 md:grid-cols-[1fr_auto_auto] md:items-end">
        <Field label={t('contact.phone')} type="tel" dir="ltr" inputMode="numeric" {...form.field('phone')} name="verify-phone" />
        <SelectField label={t('phone.method')} {...form.field('method')}>
          <option value={1}>{t('phone.whatsapp')}</option>
          <option value={2}>{t('phone.telegram')}</option>
        </SelectField>
        <button type="submit" className="btn-ghost" disabled={send.isPending}>
          {t('phone.send')}
        </button>
      </form>
      {sent && (
        <form noValidate onSubmit={confirm} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
          <CodeField label={t('phone.code')} maxLength={4} {...form.field('code')} name="phone-code" />
          <button type="submit" className="btn-primary" disabled={verify.isPending}>
            {t('phone.confirm')}
          </button>
        </form>
      )}
      <FormError message={form.formError} />
    </section>
  );
}
