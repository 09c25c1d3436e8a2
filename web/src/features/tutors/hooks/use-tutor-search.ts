import { type FormEvent, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePaging } from '../../../lib/use-paging';
import { pageParam, tutorListParams } from '../api/list-tutors';
import { FILTERS, type Filter } from '../lib/filters';

type Change = Record<string, string | undefined>;

/**
 * The tutor search lives in the address: the query it reads, `update` (a navigation, back at the top of the page),
 * the form's submit, the links to the same search changed (`hrefWith`) or on another page (`pageHref`), and the pager
 * (the page in the address, the size the one last chosen on any list).
 */
export function useTutorSearch() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new params) drops the pending filter change
  useEffect(() => {
    pending.current = null;
  }, [params]);

  const update = (next: Change) => {
    // two quick changes before the router renders the first would otherwise drop it
    const merged = new URLSearchParams(pending.current ?? params);
    pending.current = merged;
    for (const [k, v] of Object.entries(next)) v ? merged.set(k, v) : merged.delete(k);
    setParams(merged);
    window.scrollTo({ top: 0 });
  };
  // the form's own fields, so a choice made before the page's script ran still counts
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const fields = [...FILTERS, 'sortBy'];
    update({ ...Object.fromEntries(fields.map((key) => [key, String(form.get(key) ?? '').trim() || undefined])), page: undefined });
  };
  const hrefWith = (change: Change) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ ...change, page: undefined })) v ? next.set(k, v) : next.delete(k);
    const qs = next.toString();
    return qs ? `/tutors?${qs}` : '/tutors';
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `/tutors?${next.toString()}`;
  };
  const { size, pager } = usePaging(undefined, null, {
    page: pageParam(params),
    goTo: (page) => update({ page: page > 1 ? String(page) : undefined }),
    restart: () => update({ page: undefined }),
  });
  const query = tutorListParams(params, size);
  const pick = (key: Filter) => (e: { target: { value: string } }) => update({ [key]: e.target.value || undefined, page: undefined });

  return { query, update, submit, pick, hrefWith, pageHref, pager };
}
