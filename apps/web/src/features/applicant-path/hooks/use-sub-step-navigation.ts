import type { Unit } from '@portal/contracts';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { stepPath, type StepScreenName } from '../utils/step-paths';

/**
 * Moves between the sub-steps of one step screen. Each sub-step has its own address (`/abilities/3`), so a
 * reload reopens it and the browser's back button works; the page starts at the top of each sub-step.
 */
export function useSubStepNavigation(area: Unit, screen: StepScreenName, current: number | null) {
  const navigate = useNavigate();
  const go = useCallback(
    (subStep: number) => void navigate(stepPath(area, screen, subStep)),
    [navigate, area, screen],
  );

  useEffect(() => {
    if (current !== null && typeof window.scrollTo === 'function') {
      try {
        window.scrollTo({ top: 0 });
      } catch {
        // not supported (tests)
      }
    }
  }, [current]);

  return go;
}
