import type { Account } from '@portal/contracts';

/** What every sub-step form of steps 2–5 receives from its step screen. */
export interface SubStepFormProps {
  account: Account;
  /** Called after a successful save: the screen moves on. */
  onSaved: () => void;
  /** The previous sub-step, if there is one. */
  onBack?: () => void;
}
