import { BOUNDS } from '@kalam/core/constants';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TutorAvatar } from '../../../components/tutor-avatar';
import { SUGGEST_MIN, useTutorSuggestions } from '../api/suggest-tutors';
import '../i18n';

interface Option {
  key: string;
  href: string;
  label: string;
  image?: string | null;
  kind: 'tutor' | 'topic';
}

/**
 * The tutor search field (a combobox): after two letters, tutors and topics whose names start like what is typed,
 * asked once per pause. A tutor opens their profile, a topic filters the list; Enter without a choice searches.
 */
export function SearchBox({
  value,
  onChange,
  topicHref,
}: {
  value: string;
  onChange: (v: string) => void;
  topicHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useTutorSuggestions(value);
  const data = value.trim().length >= SUGGEST_MIN ? suggestions.data : undefined;
  const options: Option[] = [
    ...(data?.tutors ?? []).map((x) => ({ key: `t${x.id}`, href: `/t/${x.id}`, label: x.name, image: x.image, kind: 'tutor' as const })),
    ...(data?.topics ?? []).map((x) => ({ key: `s${x.id}`, href: topicHref(x.id), label: x.nameAr, kind: 'topic' as const })),
  ];
  const shown = open && options.length > 0;
  const choose = (o: Option) => {
    setOpen(false);
    // a topic replaces what was typed: the list shows that topic's tutors
    if (o.kind === 'topic') onChange('');
    void navigate(o.href);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') setOpen(false);
    if (!shown) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the arrows cycle through the options and back to it
      setActive((i) => (i + step < -1 ? options.length - 1 : i + step >= options.length ? -1 : i + step));
    } else if (e.key === 'Enter' && options[active]) {
      e.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <label className="sr-only" htmlFor="tutor-search">
        {t('tutors.search')}
      </label>
      <input
        id="tutor-search"
        name="search"
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && options[active] ? `${listId}-${options[active].key}` : undefined}
        autoComplete="off"
        className="input w-full"
        placeholder={t('tutors.search')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKey}
        maxLength={BOUNDS.search.max}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('tutors.suggest.label')}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {options.map((o, i) => (
          <div
            key={o.key}
            id={`${listId}-${o.key}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : 'hover:bg-gray-50'}`}
            // keeps the focus in the field, so the list stays open until the choice lands
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
            onKeyDown={(e) => e.key === 'Enter' && choose(o)}
          >
            {o.kind === 'tutor' ? (
              <TutorAvatar name={o.label} image={o.image ?? null} size="xs" />
            ) : (
              <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                #
              </span>
            )}
            <span className="min-w-0 flex-1 truncate font-600 text-gray-900">
              <bdi>{o.label}</bdi>
            </span>
            <span className="shrink-0 text-xs text-gray-500">{t(`tutors.suggest.${o.kind}`)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
