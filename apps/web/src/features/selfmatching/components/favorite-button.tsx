import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../../lib/error-text';
import { useSelfMatchingAction } from '../api/selfmatching';

/** The bookmark of an opening (decision 148): sets the flag explicitly, so a double click cannot undo itself. */
export function FavoriteButton({
  jobOpeningId,
  title,
  favorite,
  withText = false,
}: {
  jobOpeningId: string;
  title: string;
  favorite: boolean;
  withText?: boolean;
}) {
  const { t } = useTranslation('selfmatching');
  const action = useSelfMatchingAction(jobOpeningId);
  // Optimistic: show the wanted state while the call runs.
  const shown =
    action.isPending && action.variables?.kind === 'favorite' ? action.variables.favorite : favorite;
  const error = action.error ? errorTextOf(action.error) : null;
  return (
    <span className="inline-flex flex-col items-end">
      <button
        type="button"
        aria-pressed={shown}
        aria-label={
          withText ? undefined : t(shown ? 'card.unfavoriteLabel' : 'card.favoriteLabel', { title })
        }
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'favorite', favorite: !shown })}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-xl text-sm font-semibold transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          withText
            ? 'h-11 border border-ink-200 bg-white px-4 shadow-sm hover:bg-ink-50'
            : 'size-10 justify-center hover:bg-ink-100',
          shown ? 'text-rose-600' : 'text-ink-500',
        )}
      >
        <Heart className={clsx('size-5', shown && 'fill-current')} aria-hidden />
        {withText && <span className="text-ink-800">{t(shown ? 'card.unfavorite' : 'card.favorite')}</span>}
      </button>
      {error && (
        <span role="alert" className="mt-1 text-xs text-danger-700">
          {error}
        </span>
      )}
    </span>
  );
}
