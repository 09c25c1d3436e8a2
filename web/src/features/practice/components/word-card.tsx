import type { DeckCardView } from '@kalam/core/api';
import { DECK_ANSWERS, type DeckAnswer } from '@kalam/core/takeaways';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** How long until a time, as the answer buttons say it: minutes, hours, days or months, rounded. */
export function intervalOf(ms: number): { key: string; count: number } {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 24) return { key: 'hours', count: hours };
  const days = Math.round(hours / 24);
  if (days < 31) return { key: 'days', count: days };
  return { key: 'months', count: Math.round(days / 30) };
}

const ANSWER_STYLE: Record<DeckAnswer, string> = {
  again: 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100',
  hard: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  good: 'border-green-300 bg-green-50 text-green-800 hover:bg-green-100',
  easy: 'border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100',
};

/** One word: the English first, its Arabic meaning and example on demand, then how well it was remembered. */
export function WordCard({ card, onAnswer }: { card: DeckCardView; onAnswer: (answer: DeckAnswer) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const now = Date.now();
  return (
    <article className="card p-5 sm:p-8" data-testid="practice-card" aria-live="polite">
      <p className="text-center text-3xl font-700 text-brand-900 break-words sm:text-4xl" dir="ltr" lang="en" data-testid="practice-word">
        {card.word}
      </p>
      {shown ? (
        <>
          <dl className="mt-6 flex flex-col gap-3 border-t border-gray-100 pt-5 text-center">
            <dt className="sr-only">{t('practice.meaning')}</dt>
            <dd className="text-xl font-600 text-gray-900 break-words" dir="auto" data-testid="practice-meaning">
              {card.meaning}
            </dd>
            {card.example && (
              <>
                <dt className="sr-only">{t('practice.example')}</dt>
                <dd className="italic text-gray-600 break-words" dir="ltr" lang="en">
                  {card.example}
                </dd>
              </>
            )}
          </dl>
          <p className="mt-6 text-center text-sm font-600 text-gray-700" id="practice-how">
            {t('practice.howWell')}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-labelledby="practice-how">
            {DECK_ANSWERS.map((a) => {
              const { key, count } = intervalOf(card.next[a] - now);
              return (
                <button
                  key={a}
                  type="button"
                  className={`flex min-h-16 flex-col items-center justify-center rounded-xl border px-2 py-2 font-700 ${ANSWER_STYLE[a]}`}
                  onClick={() => onAnswer(a)}
                >
                  <span>{t(`practice.answers.${a}`)}</span>
                  <span className="text-xs font-400 opacity-80">{t(`practice.in.${key}`, { count })}</span>
                </button>
              );
            })}
          </div>
        </>
      ) : (
        <button type="button" className="btn-primary mt-8 w-full" onClick={() => setShown(true)}>
          {t('practice.reveal')}
        </button>
      )}
    </article>
  );
}
