import { STORAGE_KEYS } from '@kalam/core/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, Field } from '../../../components/field';
import { useHydrated } from '../../../lib/client-value';
import { storage } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form-errors';
import { type ContactRequestInput, useCreateContactRequest } from '../api/create-contact-request';
import '../i18n';

const empty = { name: '', email: '', phone: '', title: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm(empty);
  const { errors, formError } = form;
  const mutation = useCreateContactRequest();
  const hydrated = useHydrated();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input: ContactRequestInput = {
      ...form.values,
      source: (storage.get(STORAGE_KEYS.contactSource) ?? undefined) as ContactRequestInput['source'],
    };
    await form.submit(
      (s) => s.contactRequest.create,
      input,
      async (checked) => {
        await mutation.mutateAsync(checked);
        form.setValues(empty);
      },
    );
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" className="card p-8 text-center">
        <svg
          viewBox="0 0 24 24"
          className="mx-auto h-14 w-14 text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
        <p className="mt-3 text-lg font-700 text-brand-800">{t('contact.sent')}</p>
        <button type="button" className="btn-ghost mt-6" onClick={() => mutation.reset()}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="card grid gap-5 p-6 md:grid-cols-2">
      {/* the page arrives before its script: the form opens once it can send, so nothing typed before is lost */}
      <fieldset disabled={!hydrated} className="contents">
        <Field label={t('contact.name')} autoComplete="name" {...form.field('name')} />
        <EmailField label={t('contact.email')} {...form.field('email')} />
        <Field label={t('contact.phone')} type="tel" dir="ltr" inputMode="numeric" autoComplete="tel" optional {...form.field('phone')} />
        <Field label={t('contact.titleField')} {...form.field('title')} />
        <div className="md:col-span-2">
          <Field label={t('contact.message')} multiline {...form.field('message')} />
        </div>
        {(formError || Object.keys(errors).length > 0) && (
          <p role="alert" className="text-sm font-600 text-red-600 md:col-span-2">
            {formError ?? t('contact.fixErrors')}
          </p>
        )}
        <div className="md:col-span-2">
          <button type="submit" className="btn-primary w-full md:w-auto" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.sending') : t('contact.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
