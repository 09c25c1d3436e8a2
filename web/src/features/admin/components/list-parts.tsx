import type { Paged } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';

const LABEL = 'flex flex-col gap-1 text-sm font-600 text-gray-700';
const CONTROL = 'input py-2';

/** One of an admin list's filters: a select (its options as children) under its label. */
export function FilterSelect({ label, className, ...select }: { label: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <label className={className ? `${LABEL} ${className}` : LABEL} htmlFor={id}>
      {label}
      <select id={id} className={CONTROL} {...select} />
    </label>
  );
}

/** An admin list's search box under its label, as long as the server reads a search. */
export function FilterSearch({ label, className, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <label className={className ? `${LABEL} ${className}` : LABEL} htmlFor={id}>
      {label}
      <input id={id} type="search" className={CONTROL} maxLength={BOUNDS.search.max} {...input} />
    </label>
  );
}

/** A paged admin list once loaded: its table (scrolling sideways on a narrow card) and the pages under it. */
export function PagedTable<T>({
  query,
  error,
  empty,
  pager,
  children,
}: {
  query: UseQueryResult<Paged<T>, unknown>;
  error: string;
  /** what an empty list says */
  empty: string;
  pager: (total: number) => ComponentProps<typeof Pagination>;
  children: (list: T[]) => ReactNode;
}) {
  return (
    <QueryState query={query} error={error} empty={({ total }) => total === 0 && empty}>
      {({ list, total }) => (
        <div>
          <div className="relative md:card md:overflow-x-auto">{children(list)}</div>
          <Pagination {...pager(total)} />
        </div>
      )}
    </QueryState>
  );
}
