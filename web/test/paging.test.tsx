import { STORAGE_KEYS } from '@kalam/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useListFilters } from '../src/features/admin/lib/list-filters';
import { usePaging } from '../src/lib/use-paging';

beforeEach(() => localStorage.clear());

describe('a list paged on its screen', () => {
  it('starts on the first page at its own size and moves where the pager says', () => {
    const { result } = renderHook(() => usePaging(5));
    expect(result.current.pager(12)).toMatchObject({ page: 1, size: 5, total: 12 });
    act(() => result.current.pager(12).onPage(3));
    expect(result.current.pager(12)).toMatchObject({ page: 3, size: 5 });
  });

  it('goes back to the first page when its filters change, and stays when they are the same again by value', () => {
    const { result, rerender } = renderHook(({ filters }) => usePaging(10, filters), {
      initialProps: { filters: { status: 'pending' } as object },
    });
    act(() => result.current.goTo(4));
    rerender({ filters: { status: 'pending' } });
    expect(result.current.page).toBe(4);
    rerender({ filters: { status: 'paid' } });
    expect(result.current.page).toBe(1);
    // back to the first filters: still the first page, not the one left there
    rerender({ filters: { status: 'pending' } });
    expect(result.current.page).toBe(1);
  });

  it('keeps a chosen size for every list, on its first page', () => {
    const { result } = renderHook(() => usePaging(10));
    act(() => result.current.goTo(2));
    act(() => result.current.pager(100).onSize(20));
    expect(result.current.pager(100)).toMatchObject({ page: 1, size: 20 });
    expect(localStorage.getItem(STORAGE_KEYS.pageSize)).toBe('20');
    const another = renderHook(() => usePaging(5));
    expect(another.result.current.size).toBe(20);
  });
});

describe('an admin list paged in the address', () => {
  const at = (url: string) => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    return renderHook(() => ({ filters: useListFilters(10), location: useLocation() }), { wrapper });
  };

  it('reads the page and a size named there, and pages by changing the address', () => {
    const { result } = at('/admin/users?role=2&page=2&size=20');
    expect(result.current.filters.pager(90)).toMatchObject({ page: 2, size: 20, total: 90 });
    act(() => result.current.filters.pager(90).onPage(3));
    expect(result.current.location.search).toBe('?role=2&page=3&size=20');
    act(() => result.current.filters.change({ role: '3' }));
    expect(result.current.location.search).toBe('?role=3&size=20');
  });

  it('a size chosen in the pager is kept for every list and leaves the address on the first page', () => {
    const { result } = at('/admin/users?role=2&page=2&size=20');
    act(() => result.current.filters.pager(90).onSize(50));
    expect(result.current.location.search).toBe('?role=2');
    expect(result.current.filters.pager(90)).toMatchObject({ page: 1, size: 50 });
  });

  it('asks for no more than the largest page the server gives', () => {
    const { result } = at('/admin/users?size=1000');
    expect(result.current.filters.size).toBe(100);
  });
});
