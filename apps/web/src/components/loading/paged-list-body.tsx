/**
 * The body of a paged list inside a card: a spinner while the page loads, an inline error with its retry, the
 * empty text, or the total count above the items (a `divide-y` list). The pager stays with the caller.
 */
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: { items: T[]; total: number } | undefined;
  refetch: () => unknown;
}

export interface PagedListTexts {
  loadFailed: string;
  retry: string;
  empty: string;
  /** The total, e.g. "8 Kommentare". */
  count: (total: number) => string;
}

export function PagedListBody<T>({
  query,
  texts,
  countClassName,
  children,
}: {
  query: PagedQuery<T>;
  texts: PagedListTexts;
  /** Extra classes of the count line (e.g. wider padding from `sm`). */
  countClassName?: string;
  /** The list items (`<li>`) of the loaded page. */
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <div className="flex flex-wrap items-center gap-3 px-5 py-6">
        <p role="alert" className="text-sm font-medium text-danger-700">
          {texts.loadFailed}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  if (query.data.items.length === 0)
    return <p className="px-5 py-10 text-center text-ink-600">{texts.empty}</p>;
  return (
    <>
      <p className={`border-b border-ink-100 px-5 py-3 text-sm text-ink-600 ${countClassName ?? ''}`}>
        {texts.count(query.data.total)}
      </p>
      <ul className="divide-y divide-ink-100">{children(query.data.items)}</ul>
    </>
  );
}
