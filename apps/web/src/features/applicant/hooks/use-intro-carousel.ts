import type { Account } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { updateAccountMetadata, useAccount } from '../../../shared/applicant/account-query';
import { applicantKeys } from '../../../shared/query-keys';

/** Account-metadata flag that hides the home intro carousel for good (decision 029). */
const HIDE_INTRO_CAROUSEL_FLAG = 'hideHomeIntroCarousel';

/** Whether the intro carousel shows, and closing it (at once on screen, then saved). */
export function useIntroCarousel(): { visible: boolean; dismiss: () => void } {
  const queryClient = useQueryClient();
  const { data: account } = useAccount();
  const visible = !!account && account.metadata[HIDE_INTRO_CAROUSEL_FLAG] !== true;

  const dismiss = useCallback(() => {
    queryClient.setQueryData<Account>(applicantKeys.account, (current) =>
      current ? { ...current, metadata: { ...current.metadata, [HIDE_INTRO_CAROUSEL_FLAG]: true } } : current,
    );
    updateAccountMetadata(queryClient, { [HIDE_INTRO_CAROUSEL_FLAG]: true }).catch((error: unknown) => {
      // Not worth an error message: it stays closed on this visit and shows again next time.
      console.warn('Closing the intro carousel could not be saved', error);
    });
  }, [queryClient]);

  return { visible, dismiss };
}
