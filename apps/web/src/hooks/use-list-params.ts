/**
 * The filters and the page of a list kept in the address (`?kind=…&page=…`), so a reload or a shared link shows the
 * same list. Setting a filter goes back to the first page: another filter is another list. The address is
 * replaced, not pushed, so "back" leaves the list instead of stepping through its filters.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (name: string, value: string | null | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          if (name !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, setParam] as const;
}
