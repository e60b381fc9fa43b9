/**
 * Walks one wizard flow of `WIZARD_FLOWS` (spec part 1 §4 "Wizard flow", decisions 010, 011, 025) with the
 * contracts' pure helpers; nothing about applicability is decided here.
 *
 * - Start: at the saved progress index (`metadata.flows[flowName]`), or the next applicable step from there.
 * - Next: re-fetches the preconditions (the step may just have saved data that changes them), moves to the next
 *   applicable step and saves its index with `PUT /v1/metadata`; after the last step the flow completes: its
 *   progress is cleared and, for the OnboardingFlow, `onboardingDone` is set.
 * - Back: the previous applicable step, saved the same way.
 * The screen changes only after the save succeeded, so a reload always shows the step the person is on.
 */
import {
  isStepApplicable,
  nextApplicableIndex,
  previousApplicableIndex,
  startIndex,
  WIZARD_FLOWS,
  WIZARD_PROGRESS_METADATA_KEY,
  type Account,
  type AccountMetadata,
  type PreconditionValues,
  type WizardFlowName,
  type WizardStep,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { updateAccountMetadata } from '../../../shared/applicant/account-query';
import { wizardFlowsQueryOptions } from '../api/get-wizard-flows';
import { applicantKeys } from '../../../shared/query-keys';

/** How the current step was reached: e-mail verification sends its mail only when reached with "next". */
export type StepEntry = 'resume' | 'forward' | 'back';

export interface WizardRunner {
  flowName: WizardFlowName;
  steps: readonly WizardStep[];
  index: number;
  step: WizardStep;
  entry: StepEntry;
  /** Indexes of the steps that apply with the current preconditions (for the progress indicator). */
  applicableIndexes: number[];
  canGoBack: boolean;
  /** The step after this one completes the flow. */
  isLast: boolean;
  pending: 'next' | 'back' | null;
  /** The last save failed; the step stays as it is. */
  saveFailed: boolean;
  next(): Promise<boolean>;
  back(): Promise<boolean>;
}

/** The saved progress per flow (`metadata.flows`), or an empty map when nothing valid is stored. */
function flowProgressOf(metadata: AccountMetadata | undefined): Record<string, number> {
  const value = metadata?.[WIZARD_PROGRESS_METADATA_KEY];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** Where the flow starts; when nothing applies from the saved index on, the last applicable step. */
function initialStepIndex(
  steps: readonly WizardStep[],
  savedIndex: unknown,
  preconditions: PreconditionValues,
): number {
  return (
    startIndex(steps, savedIndex, preconditions) ??
    previousApplicableIndex(steps, steps.length, preconditions) ??
    0
  );
}

export function useWizardRunner({
  flowName,
  preconditions,
  savedMetadata,
  onComplete,
}: {
  flowName: WizardFlowName;
  /** The latest preconditions of `GET /v1/wizard-flows`. */
  preconditions: PreconditionValues;
  /** The account metadata when the flow opens (for the saved index). */
  savedMetadata: AccountMetadata;
  /** Called after the completion was saved. */
  onComplete: (flowName: WizardFlowName) => void;
}): WizardRunner {
  const queryClient = useQueryClient();
  const steps = WIZARD_FLOWS[flowName];
  const [index, setIndex] = useState(() =>
    initialStepIndex(steps, flowProgressOf(savedMetadata)[flowName], preconditions),
  );
  const [entry, setEntry] = useState<StepEntry>('resume');
  const [pending, setPending] = useState<'next' | 'back' | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  const currentProgress = useCallback(
    () => flowProgressOf(queryClient.getQueryData<Account>(applicantKeys.account)?.metadata ?? savedMetadata),
    [queryClient, savedMetadata],
  );

  const saveIndex = useCallback(
    (target: number) =>
      updateAccountMetadata(queryClient, {
        [WIZARD_PROGRESS_METADATA_KEY]: { ...currentProgress(), [flowName]: target },
      }),
    [queryClient, currentProgress, flowName],
  );

  const complete = useCallback(async () => {
    const { [flowName]: _finished, ...others } = currentProgress();
    const patch: Record<string, unknown> = {
      [WIZARD_PROGRESS_METADATA_KEY]: Object.keys(others).length > 0 ? others : null,
    };
    if (flowName === 'OnboardingFlow') patch['onboardingDone'] = true;
    await updateAccountMetadata(queryClient, patch);
    onComplete(flowName);
  }, [currentProgress, flowName, onComplete, queryClient]);

  const move = useCallback(
    async (direction: 'next' | 'back'): Promise<boolean> => {
      if (pending) return false;
      setPending(direction);
      setSaveFailed(false);
      try {
        // Preconditions are recomputed by the server after every save.
        const fresh = await queryClient.fetchQuery({ ...wizardFlowsQueryOptions(), staleTime: 0 });
        const target =
          direction === 'next'
            ? nextApplicableIndex(steps, index, fresh.preconditions)
            : previousApplicableIndex(steps, index, fresh.preconditions);
        if (target === null) {
          if (direction === 'back') return false;
          await complete();
          return true;
        }
        await saveIndex(target);
        setIndex(target);
        setEntry(direction === 'next' ? 'forward' : 'back');
        return true;
      } catch (error) {
        console.error(`Wizard flow ${flowName}: the ${direction} step could not be saved`, error);
        setSaveFailed(true);
        return false;
      } finally {
        setPending(null);
      }
    },
    [complete, flowName, index, pending, queryClient, saveIndex, steps],
  );

  const applicableIndexes = useMemo(
    () =>
      steps.flatMap((step, i) =>
        // The current step always counts, also when a precondition changed under it.
        i === index || isStepApplicable(step, preconditions) ? [i] : [],
      ),
    [steps, index, preconditions],
  );

  return {
    flowName,
    steps,
    index,
    step: steps[index]!,
    entry,
    applicableIndexes,
    canGoBack: previousApplicableIndex(steps, index, preconditions) !== null,
    isLast: nextApplicableIndex(steps, index, preconditions) === null,
    pending,
    saveFailed,
    next: () => move('next'),
    back: () => move('back'),
  };
}
