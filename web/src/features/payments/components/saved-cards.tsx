import type { SavedCard } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { useCardTokenUrl, useRemoveCard, useSavedCards } from '../api/saved-cards';
import { goTo, saveCheckoutReturn } from '../lib/navigation';
import '../i18n';

const masked = (card: SavedCard) => `${card.brand} •••• ${card.lastFourDigits}`;

/** Saved Fawry cards: radios at checkout (`onSelect`) or a plain list; remove with confirmation, add via Fawry's page. */
export function SavedCards({
  selected,
  onSelect,
  returnPath,
}: {
  selected?: string | null;
  onSelect?: (token: string) => void;
  returnPath: string;
}) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  if (cards.isPending) return <div className="h-16 animate-pulse rounded-xl bg-gray-100" role="status" aria-label={t('app.loading')} />;
  if (cards.isError) {
    return (
      <div role="alert" className="text-red-700">
        <p>{t('checkout.cards.error')}</p>
        <button type="button" className="btn-ghost mt-2" onClick={() => cards.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {cards.data.length === 0 ? (
        <p className="text-gray-600">{t('checkout.cards.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('checkout.cards.title')}>
          {cards.data.map((card) => (
            <CardRow key={card.token} card={card} checked={selected === card.token} onSelect={onSelect} />
          ))}
        </ul>
      )}
      <AddCardButton returnPath={returnPath} />
    </div>
  );
}

function CardRow({ card, checked, onSelect }: { card: SavedCard; checked: boolean; onSelect?: (token: string) => void }) {
  const { t } = useTranslation();
  const remove = useRemoveCard();
  const [asking, setAsking] = useState(false);
  const label = (
    <span className="flex min-w-0 flex-col">
      <span className="font-600 text-gray-900" dir="ltr">
        {masked(card)}
      </span>
      {card.createdAt !== null && (
        <span className="text-xs text-gray-500">{t('checkout.cards.added', { date: formatDate(card.createdAt) })}</span>
      )}
    </span>
  );
  return (
    <li className={`rounded-xl border p-3 ${checked ? 'border-brand-700 bg-brand-50' : 'border-gray-200'}`} data-testid="saved-card">
      <div className="flex items-center justify-between gap-3">
        {onSelect ? (
          <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="saved-card"
              className="h-4 w-4 accent-brand-700"
              checked={checked}
              onChange={() => onSelect(card.token)}
            />
            {label}
          </label>
        ) : (
          label
        )}
        <button
          type="button"
          className="shrink-0 text-sm font-600 text-red-700 underline"
          onClick={() => setAsking(true)}
          aria-expanded={asking}
          aria-label={t('checkout.cards.removeLabel', { last4: card.lastFourDigits })}
        >
          {t('checkout.cards.remove')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          inline
          body={t('checkout.cards.removeConfirm', { last4: card.lastFourDigits })}
          confirm={t('checkout.cards.removeYes')}
          cancel={t('checkout.cards.removeNo')}
          pending={remove.isPending}
          error={remove.error}
          onClose={() => (setAsking(false), remove.reset())}
          onConfirm={() => remove.mutate(card.token, { onSuccess: () => setAsking(false) })}
        />
      )}
    </li>
  );
}

function AddCardButton({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const url = useCardTokenUrl();
  const add = () => {
    if (url.isPending) return;
    saveCheckoutReturn(returnPath);
    url.mutate(undefined, { onSuccess: (r) => goTo(r.url) });
  };
  return (
    <div>
      <button
        type="button"
        className="btn-ghost w-full sm:w-auto"
        onClick={add}
        disabled={url.isPending || url.isSuccess}
        aria-busy={url.isPending}
      >
        {t('checkout.cards.add')}
      </button>
      <p className="mt-1 text-xs text-gray-500">{t('checkout.cards.addHint')}</p>
      {url.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('checkout.cards.addError')}
        </p>
      )}
    </div>
  );
}
