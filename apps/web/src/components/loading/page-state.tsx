import { PageLoadError } from '../errors/page-load-error';
import { PageLoading } from './page-loading';

export type PendingState = { status: 'loading' } | { status: 'error'; retry: () => void };

/** A screen whose data is not there yet: the shared loading state, or the error state with its retry. */
export function PageState({ state }: { state: PendingState }) {
  return state.status === 'loading' ? <PageLoading /> : <PageLoadError onRetry={state.retry} />;
}
