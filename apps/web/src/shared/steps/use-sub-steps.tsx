/**
 * The one sub-step runner of every multi-step screen (path steps, step 1, contracts, profile, contact, and the
 * coming job-opening wizard and CV generator), decision 088. Each sub-step has its own address
 * (`…/abilities/3`), so a reload reopens it and the browser's back button works; the screen decides which
 * sub-step may be shown (`show`), the runner keeps the address canonical and starts each sub-step at the top.
 */
import { useEffect, type ReactElement } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { parseSubStep } from './sub-step-param';

export interface SubSteps {
  /** The valid sub-step number of the address, or null (absent or out of range). */
  requested: number | null;
  goTo: (subStep: number) => void;
  /**
   * Call with the sub-step the screen shows: a redirect (replacing the address) when the address names another
   * one, else null. `hash` is kept on the canonical address (e.g. `#motivation`).
   */
  show: (subStep: number, hash?: string) => ReactElement | null;
}

export function useSubSteps(count: number, pathOf: (subStep: number, hash?: string) => string): SubSteps {
  const navigate = useNavigate();
  const requested = parseSubStep(useParams().step, count);

  useEffect(() => {
    if (requested === null || typeof window.scrollTo !== 'function') return;
    try {
      window.scrollTo({ top: 0 });
    } catch {
      // not supported (tests)
    }
  }, [requested]);

  const goTo = (subStep: number) => void navigate(pathOf(subStep));
  const show = (subStep: number, hash?: string) =>
    requested === subStep ? null : <Navigate replace to={pathOf(subStep, hash)} />;
  return { requested, goTo, show };
}
