import type { BankView } from '@kalam/core/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useToast } from '../../../components/toast';
import { type Schemas, useForm } from '../../../lib/use-form-errors';
import { type BankChange, useSaveBank } from '../api/banks';
import '../i18n';

/** The banks tutors withdraw to: add one, rename one, hide one from the withdrawal form (or show it again). */
export function BanksList({ banks }: { banks: BankView[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <BankForm />
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200" aria-label={t('manage.banks.listLabel')}>
        {banks.map((b) => (
          <BankRow key={b.id} bank={b} />
        ))}
      </ul>
    </div>
  );
}

function BankRow({ bank }: { bank: BankView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBank();
  const [editing, setEditing] = useState(false);
  if (editing) return <BankForm bank={bank} onDone={() => setEditing(false)} />;
  const toggle = () =>
    save.mutate(
      { ...bank, hidden: !bank.hidden },
      {
        onSuccess: (b) =>
          toast({ type: 'success', title: t(b.hidden ? 'manage.banks.hiddenToast' : 'manage.banks.shownToast', { name: b.nameAr }) }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3" data-testid="bank-row">
      <span className="min-w-0 flex-1 basis-full sm:basis-0">
        <bdi className="block font-600 text-gray-900">{bank.nameAr}</bdi>
        <bdi dir="ltr" className="text-sm text-gray-500">
          {bank.code}
        </bdi>
      </span>
      {bank.hidden && (
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-600 text-gray-700">{t('manage.banks.hidden')}</span>
      )}
      <button
        type="button"
        className="btn-ghost"
        onClick={() => setEditing(true)}
        aria-label={t('manage.banks.renameLabel', { name: bank.nameAr })}
      >
        {t('manage.banks.rename')}
      </button>
      <button type="button" className="btn-ghost" onClick={toggle} disabled={save.isPending} aria-busy={save.isPending}>
        {t(bank.hidden ? 'manage.banks.show' : 'manage.banks.hide')}
      </button>
    </li>
  );
}

/** A new bank (code and Arabic name), or the Arabic name of one that exists (its code stays: withdrawals keep it). */
function BankForm({ bank, onDone }: { bank?: BankView; onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBank();
  const form = useForm({ code: bank?.code ?? '', nameAr: bank?.nameAr ?? '' });
  const { code, nameAr } = form.values;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const pick = (s: Schemas) => (bank ? s.withdrawMethod.updateBank : s.withdrawMethod.createBank);
    await form.submit(pick, bank ? { nameAr } : { code, nameAr }, async (checked) => {
      const change: BankChange = {
        id: bank?.id,
        code: bank?.code ?? code,
        nameAr: checked.nameAr ?? nameAr,
        hidden: bank?.hidden ?? false,
      };
      const saved = await save.mutateAsync(change);
      toast({ type: 'success', title: t(bank ? 'manage.banks.renamed' : 'manage.banks.added', { name: saved.nameAr }) });
      if (!bank) form.setValues({ code: '', nameAr: '' });
      onDone?.();
    });
  }

  const Wrapper = bank ? 'li' : 'div';
  return (
    <Wrapper className={bank ? 'px-4 py-3' : 'rounded-xl border border-gray-200 p-4'}>
      <form
        noValidate
        onSubmit={submit}
        className="grid items-start gap-3 sm:grid-cols-[1fr_2fr_auto]"
        aria-label={t(bank ? 'manage.banks.renameLabel' : 'manage.banks.add', { name: bank?.nameAr })}
      >
        <FormError message={form.formError} className="text-sm sm:col-span-3" />
        {bank ? (
          <p className="self-center text-sm text-gray-600">
            <bdi dir="ltr">{bank.code}</bdi>
          </p>
        ) : (
          <Field label={t('manage.banks.code')} hint={t('manage.banks.codeHint')} dir="ltr" autoCapitalize="none" {...form.field('code')} />
        )}
        <Field label={t('manage.banks.nameAr')} {...form.field('nameAr')} />
        {/* the form's error shows above, across the row */}
        <FormActions
          busy={save.isPending}
          submit={t(bank ? 'manage.banks.save' : 'manage.banks.add')}
          cancel={onDone && t('manage.banks.cancel')}
          onCancel={onDone}
          className="sm:mt-8"
        />
      </form>
    </Wrapper>
  );
}
