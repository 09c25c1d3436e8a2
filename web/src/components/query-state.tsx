import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Something that failed to load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="py-12 text-center">
      <p className="text-red-700">{message}</p>
      <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * What a query shows while it loads (`pending`, a spinner unless given), when it fails (`error` with a retry), when it
 * has nothing (`empty` returns it for the data, a string in an empty card) and else `children` with the data.
 */
export function QueryState<T>({
  query,
  error,
  empty,
  pending = <Spinner />,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  error: string;
  empty?: (data: T) => ReactNode;
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) return <LoadError message={error} onRetry={() => query.refetch()} />;
  const none = empty?.(query.data);
  return none ? typeof none === 'string' ? <p className="card p-6 text-center text-gray-600">{none}</p> : none : children(query.data);
}
