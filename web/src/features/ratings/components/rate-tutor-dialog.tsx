import type { PublicUser, RatingView } from '@kalam/core/api';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useEditRating, useMyTutorRating, useRateTutor } from '../api/rate-tutor';
import { RATING_LABELS, ratingLabelKey } from '../rating-labels';
import '../i18n';
import '../rate-tutor-i18n';
import '../../../lib/error-messages';

/**
 * Asks a student to rate a tutor (1–5 with the spec's words, optional text). A student who already rated this tutor
 * sees that rating filled in and is told saving changes it; after a call (`prompt`) such a student is not asked again.
 */
export function RateTutorDialog({
  tutor,
  raterId,
  onClose,
  prompt = false,
}: {
  tutor: PublicUser;
  raterId: number;
  onClose: () => void;
  prompt?: boolean;
}) {
  const mine = useMyTutorRating(raterId, tutor.id);
  // read once, when the dialog opens: the rating this dialog saves must not reset the form before it says thanks
  const [opened, setOpened] = useState<{ existing: RatingView | null } | null>(null);
  useEffect(() => {
    if (opened === null && mine.isSuccess) setOpened({ existing: mine.data });
    // a list that cannot be read does not stop the rating: a second one is caught as rating-exists
    if (opened === null && mine.isError) setOpened({ existing: null });
  }, [mine.data, mine.isError, mine.isSuccess, opened]);
  const quiet = prompt && Boolean(opened?.existing);
  useEffect(() => {
    if (quiet) onClose();
  }, [onClose, quiet]);
  if (!opened || quiet) return null;
  return (
    <RatingForm
      tutor={tutor}
      raterId={raterId}
      onClose={onClose}
      initial={opened.existing}
      refetchMine={async () => (await mine.refetch()).data ?? null}
    />
  );
}

function RatingForm({
  tutor,
  raterId,
  onClose,
  initial,
  refetchMine,
}: {
  tutor: PublicUser;
  raterId: number;
  onClose: () => void;
  initial: RatingView | null;
  refetchMine: () => Promise<RatingView | null>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const rate = useRateTutor(raterId, tutor.id);
  const edit = useEditRating(raterId, tutor.id);
  const form = useForm({ value: initial?.value ?? 0, text: initial?.text ?? '' });
  const { value, text } = form.values;
  const [existing, setExisting] = useState<RatingView | null>(initial);
  const busy = rate.isPending || edit.isPending;
  const input = () => ({ value, ...(text.trim() ? { text: text.trim() } : {}) });

  const send = async () => {
    if (existing) {
      await edit.mutateAsync({ id: existing.id, ...input() });
      return (toast({ type: 'success', title: t('rateTutor.edited') }), onClose());
    }
    try {
      await rate.mutateAsync(input());
    } catch (err) {
      // rated meanwhile elsewhere: say so and let the next save change that rating
      const found = err instanceof ApiError && err.code === 'rating-exists' ? await refetchMine().catch(() => null) : null;
      if (found) return setExisting(found);
      throw err;
    }
    toast({ type: 'success', title: t('rateTutor.thanks') });
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit((s) => s.rating.create, { rateeId: tutor.id, ...input() }, send);
  };

  return (
    <Modal title={t('rateTutor.title', { name: tutor.name })} onClose={onClose}>
      <form onSubmit={submit} noValidate data-testid="rate-tutor">
        {existing ? (
          <p role="note" className="rounded-xl bg-amber-50 p-3 text-amber-900" data-testid="rating-existing">
            {t('rateTutor.existing', { name: tutor.name, date: formatDate(existing.updatedAt) })}
          </p>
        ) : (
          <p className="text-gray-600">{t('rateTutor.subtitle')}</p>
        )}
        <fieldset className="mt-4" aria-describedby={form.errors.value ? `${id}-value-error` : undefined}>
          <legend className="font-600 text-gray-800">{t('rateTutor.value')}</legend>
          {/* one star first at the reading start, filling like RatingStars does */}
          <div className="mt-2 flex gap-1">
            {RATING_LABELS.map((key, i) => {
              const n = i + 1;
              const label = t('rateTutor.star', { label: t(`reviews.labels.${key}`), value: n });
              return (
                <label
                  key={key}
                  title={label}
                  className={`cursor-pointer text-4xl leading-none transition-colors ${n <= value ? 'text-amber-500' : 'text-gray-300 hover:text-amber-300'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-value`}
                    value={n}
                    checked={value === n}
                    onChange={() => form.setValue('value', n)}
                    className="sr-only"
                    aria-label={label}
                  />
                  <span aria-hidden>★</span>
                </label>
              );
            })}
          </div>
          <p className="mt-1 min-h-6 font-600 text-amber-700" aria-live="polite" data-testid="rating-word">
            {value ? t(ratingLabelKey(value)) : t('rateTutor.pick')}
          </p>
          {form.errors.value && (
            <p id={`${id}-value-error`} role="alert" className="text-sm font-600 text-red-600">
              {t(`errors.field.${form.errors.value}`)}
            </p>
          )}
        </fieldset>
        <div className="mt-3">
          <Field
            multiline
            label={t('rateTutor.text')}
            optional
            hint={t('rateTutor.textHint')}
            rows={3}
            maxLength={1000}
            {...form.field('text')}
          />
        </div>
        <FormError message={form.formError} className="mt-3 text-sm" />
        {form.errors.rateeId && (
          <p role="alert" className="mt-3 text-sm font-600 text-red-700">
            {t('rateTutor.tooEarly')}
          </p>
        )}
        {/* the form error shows above the rule that is not met yet */}
        <FormActions
          busy={busy}
          disabled={!value}
          submit={existing ? t('rateTutor.edit') : t('rateTutor.submit')}
          cancel={t('rateTutor.later')}
          onCancel={onClose}
          className="mt-5"
        />
      </form>
    </Modal>
  );
}
