import type { ReactNode } from 'react';
import { PageLoadError } from '../errors/page-load-error';
import { PageLoading } from './page-loading';

export type PendingState = { status: 'loading' } | { status: 'error'; retry: () => void };

/** A screen whose data is not there yet: the shared loading state, or the error state with its retry. */
export function PageState({ state }: { state: PendingState }) {
  return state.status === 'loading' ? <PageLoading /> : <PageLoadError onRetry={state.retry} />;
}

/** The part of a TanStack query `QueryContent` reads. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** A query's loading or error state (with its retry) until its data is there, then `children(data)`. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <PageState state={{ status: 'error', retry: () => void query.refetch() }} />;
  if (query.isPending || query.data === undefined) return <PageState state={{ status: 'loading' }} />;
  return <>{children(query.data)}</>;
}
