import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

export interface FilterToggle {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Search by name, with the screen's own check boxes beside it. */
export function StudioFilters({
  search,
  onSearch,
  toggles,
}: {
  search: string;
  onSearch: (text: string) => void;
  toggles: FilterToggle[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <label htmlFor={`${id}-search`} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-600 text-gray-700">
        {t('manage.studio.search')}
        <input id={`${id}-search`} type="search" className="input py-2" value={search} onChange={(e) => onSearch(e.target.value)} />
      </label>
      <div className="flex flex-wrap gap-4">
        {toggles.map((toggle) => (
          <label key={toggle.label} className="flex items-center gap-2 py-2 text-sm font-600 text-gray-700">
            <input type="checkbox" className="h-4 w-4" checked={toggle.checked} onChange={(e) => toggle.onChange(e.target.checked)} />
            {toggle.label}
          </label>
        ))}
      </div>
    </div>
  );
}
