import type { MarkView } from '@kalam/core/api';
import { MARK_KINDS, type MarkKind } from '@kalam/core/takeaways';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { Field } from '../../../components/field';
import { type MarkPrefill, PREFILL_FIELD } from '../../../lib/mark-prefill';
import { useForm } from '../../../lib/use-form-errors';
import { useSaveMark } from '../api';
import '../i18n';

type Values = { word: string; meaning: string; example: string; said: string; better: string; task: string; due: string };
const EMPTY: Values = { word: '', meaning: '', example: '', said: '', better: '', task: '', due: '' };

function valuesOf(mark?: MarkView, prefill?: MarkPrefill): Values {
  if (prefill) return { ...EMPTY, [PREFILL_FIELD[prefill.kind]]: prefill.phrase };
  if (!mark) return EMPTY;
  if (mark.kind === 'word') return { ...EMPTY, word: mark.word, meaning: mark.meaning, example: mark.example ?? '' };
  if (mark.kind === 'correction') return { ...EMPTY, said: mark.said, better: mark.better };
  return { ...EMPTY, task: mark.task, due: mark.due ?? '' };
}

/** What the form sends for a kind: only that kind's fields, an empty due day left out. */
function bodyOf(kind: MarkKind, v: Values) {
  if (kind === 'word') return { kind, word: v.word, meaning: v.meaning, example: v.example };
  if (kind === 'correction') return { kind, said: v.said, better: v.better };
  return { kind, task: v.task, ...(v.due ? { due: v.due } : {}) };
}

/**
 * The tutor's compact form for one mark: pick a kind, fill two or three fields; editing a mark fills it in, and so does
 * a phrase chosen in the notebook (the next empty field focused; the panel brings the form into view).
 */
export function MarkForm({
  lessonId,
  mark,
  prefill,
  onDone,
}: {
  lessonId: number;
  mark?: MarkView;
  prefill?: MarkPrefill;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MarkKind>(prefill?.kind ?? mark?.kind ?? 'word');
  const form = useForm<Values>(() => valuesOf(mark, prefill));
  const self = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!prefill || !self.current) return;
    const fields = self.current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    [...fields].find((f) => !f.value)?.focus({ preventScroll: true });
  }, [prefill]);
  const save = useSaveMark(lessonId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    await form.submit(
      (s) => s.lessonMark.mark,
      bodyOf(kind, form.values),
      async (body) => {
        await save.mutateAsync({ id: mark?.id, body });
        form.setValues(EMPTY);
        onDone?.();
      },
    );
  };
  return (
    <form ref={self} onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="mark-form">
      {!mark && (
        <div role="radiogroup" aria-label={t('takeaways.kindLabel')} className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1">
          {MARK_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className={`rounded-lg px-2 py-2 text-sm font-700 ${kind === k ? 'bg-white text-brand-900 shadow-sm' : 'text-gray-600'}`}
              onClick={() => setKind(k)}
            >
              {t(`takeaways.kind.${k}`)}
            </button>
          ))}
        </div>
      )}
      {kind === 'word' && (
        <>
          <Field label={t('takeaways.fields.word')} dir="ltr" lang="en" {...form.field('word')} />
          <Field label={t('takeaways.fields.meaning')} dir="rtl" {...form.field('meaning')} />
          <Field label={t('takeaways.fields.example')} optional dir="ltr" lang="en" {...form.field('example')} />
        </>
      )}
      {kind === 'correction' && (
        <>
          <Field label={t('takeaways.fields.said')} dir="auto" {...form.field('said')} />
          <Field label={t('takeaways.fields.better')} dir="auto" {...form.field('better')} />
        </>
      )}
      {kind === 'homework' && (
        <>
          <Field label={t('takeaways.fields.task')} multiline rows={2} dir="auto" {...form.field('task')} />
          <DateField label={t('takeaways.fields.due')} {...form.day('due')} />
        </>
      )}
      <FormActions
        error={form.formError}
        busy={save.isPending}
        submit={mark ? t('takeaways.save') : t(`takeaways.add.${kind}`)}
        cancel={onDone && mark ? t('takeaways.cancel') : undefined}
        onCancel={onDone}
      />
    </form>
  );
}
