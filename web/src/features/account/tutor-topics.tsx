import { BOUNDS } from '@kalam/core/constants';
import { useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useToast } from '../../components/toast';
import { apiErrorMessage } from '../../lib/error-message';
import { formatNumber } from '../../lib/format';
import { useTopics } from '../../lib/resources/topic';
import { storage } from '../../lib/storage';
import { readDraft, type StepForm, useReportDirty } from '../../lib/use-draft';
import { useMyTopics, useReplaceTopics } from './api/tutor-topics';
import './i18n';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The topics a tutor teaches (up to thirty), shown as specialities on the profile; the choice is a draft until saved. */
export function TutorTopics({ userId, handle, onDirty }: { userId: number } & StepForm) {
  const { t } = useTranslation();
  const toast = useToast();
  const all = useTopics();
  const mine = useMyTopics();
  const save = useReplaceTopics();
  const key = `draft:${userId}:topics`;
  const [chosen, setChosen] = useState<number[] | null>(() => readDraft<number[]>(key) ?? null);
  const stored = mine.data?.map((x) => x.id);
  useEffect(() => {
    if (stored && chosen === null) setChosen(stored);
  }, [stored, chosen]);
  const picked = chosen ?? [];
  const dirty = Boolean(stored && chosen && !sameSet(chosen, stored));
  useEffect(() => storage.set(key, dirty ? JSON.stringify(chosen) : null), [key, dirty, chosen]);
  useReportDirty(dirty, onDirty);
  const toggle = (id: number) => setChosen(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  useImperativeHandle(handle, () => ({
    save: () =>
      !dirty
        ? Promise.resolve(true)
        : save.mutateAsync(picked).then(
            () => true,
            () => false,
          ),
  }));
  return (
    <section className="card grid gap-4 p-6" aria-labelledby="topics-title">
      <h2 id="topics-title" className="text-xl font-700">
        {t('tutorSettings.topics')}
      </h2>
      <p className="text-sm text-gray-600">
        {t('tutorSettings.topicsHint', { max: formatNumber(BOUNDS.topicsPerTutor.max), count: picked.length })}
      </p>
      {all.isPending || mine.isPending ? (
        <Spinner />
      ) : (
        <div className="flex flex-wrap gap-2">
          {all.data?.list.map((topic) => (
            <label
              key={topic.id}
              className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm ${picked.includes(topic.id) ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-200 text-gray-700'}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={picked.includes(topic.id)}
                onChange={() => toggle(topic.id)}
                disabled={!picked.includes(topic.id) && picked.length >= BOUNDS.topicsPerTutor.max}
              />
              {topic.nameAr}
            </label>
          ))}
        </div>
      )}
      {save.isError && (
        <p role="alert" className="text-red-700">
          {apiErrorMessage(t, save.error)}
        </p>
      )}
      {!handle && (
        <button
          type="button"
          className="btn-primary justify-self-start"
          disabled={save.isPending || chosen === null}
          onClick={() => save.mutate(picked, { onSuccess: () => toast({ type: 'success', title: t('tutorSettings.saved') }) })}
        >
          {t('tutorSettings.saveTopics')}
        </button>
      )}
    </section>
  );
}
