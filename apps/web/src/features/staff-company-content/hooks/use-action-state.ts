import { useState } from 'react';
import { errorText } from '../../../lib/error-text';

/**
 * The state of a staff form's save: pending while it runs, the translated error when it fails, the success
 * message it returns. `fail` shows a message of the form's own checks before anything is sent.
 */
export function useActionState() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (action: () => Promise<string | void>): Promise<void> => {
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const message = await action();
      if (message) setDone(message);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return { pending, error, done, run, fail: setError };
}
