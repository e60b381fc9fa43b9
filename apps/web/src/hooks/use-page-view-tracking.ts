import { useEffect } from 'react';
import { trackPageView } from '../lib/tracking';

/** Records a page view per route change, except for the excluded route names. */
export function usePageViewTracking(routeName: string | undefined, pathname: string): void {
  useEffect(() => {
    trackPageView(routeName, pathname);
  }, [routeName, pathname]);
}
