import { BOUNDS } from '@kalam/core/constants';
import type { Role } from '@kalam/core/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useUser } from '../api/get-user';
import { usersQuery } from '../api/list-users';
import '../i18n';

const MATCHES = 6;
const TYPING_MS = 250;

/**
 * Picks one account of a role by typing part of its name or email and choosing among the matches; the chosen one is
 * shown by name with a way to clear it. The list filters on the id, the admin never types it.
 */
export function PersonPicker({
  label,
  role,
  value,
  onChange,
}: {
  label: string;
  role: Role;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), TYPING_MS);
  // an emptied box (typed away or cleared) searches nothing at once
  const search = text.trim() ? settled : '';
  const chosen = useUser(value ?? 0, value !== undefined);
  const matches = useQuery({
    ...usersQuery({ role, search, page: 1, size: MATCHES }),
    enabled: value === undefined && search.length >= 2,
    placeholderData: keepPreviousData,
  });
  const labelClass = 'flex flex-col gap-1 text-sm font-600 text-gray-700';

  if (value !== undefined)
    return (
      <div className={labelClass}>
        <span id={`${id}-label`}>{label}</span>
        <div className="input flex items-center justify-between gap-2 py-1.5" aria-labelledby={`${id}-label`} role="group">
          <span className="min-w-0 truncate font-600 text-brand-900" data-testid="picked-person">
            {chosen.data?.name ?? '…'}
          </span>
          <button
            type="button"
            className="shrink-0 rounded-lg px-2 py-1 text-sm font-600 text-brand-700 hover:bg-brand-50"
            onClick={() => (setText(''), onChange(undefined))}
          >
            {t('admin.picker.clear', { name: chosen.data?.name ?? '' })}
          </button>
        </div>
      </div>
    );
  const list = search.length >= 2 ? (matches.data?.list ?? []) : [];
  return (
    <div className="relative flex flex-col gap-1">
      <label className={labelClass} htmlFor={`${id}-q`}>
        {label}
        <input
          id={`${id}-q`}
          type="search"
          className="input py-2"
          value={text}
          maxLength={BOUNDS.search.max}
          placeholder={t('admin.picker.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <p id={`${id}-hint`} className="sr-only" aria-live="polite">
        {search.length < 2 ? t('admin.picker.hint') : matches.isSuccess && t('admin.picker.found', { count: list.length })}
      </p>
      {list.length > 0 && (
        <ul
          aria-label={t('admin.picker.matches', { label })}
          className="absolute inset-x-0 top-full z-10 mt-1 grid max-h-64 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
        >
          {list.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className="grid w-full rounded-lg px-3 py-2 text-start hover:bg-brand-50 focus:bg-brand-50"
                onClick={() => onChange(person.id)}
              >
                <span className="font-600 text-gray-900">{person.name}</span>
                <span className="break-all text-xs text-gray-500" dir="ltr">
                  {person.email}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.length >= 2 && matches.isSuccess && list.length === 0 && <p className="text-sm text-gray-500">{t('admin.picker.none')}</p>}
    </div>
  );
}
