/**
 * The visible result of a workspace action, inline where it happened: a success line, or the error translated
 * (a field rule as `validation:{rule}`, else the text of the error's code, e.g. 2402 "already confirmed",
 * else a generic text). The API's own sentence is never shown.
 */
import { CircleCheck, AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateRule } from '../../../components/form';
import { errorTextOf } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';

function actionErrorText(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  const rule = error instanceof ApiError ? error.customErrors[0] : undefined;
  if (rule) return translateRule(t, rule.rule, rule.params ?? {});
  // The workspace addresses advisors formally.
  return errorTextOf(error, { formal: true }) ?? t('advisor:errors.generic');
}

export function ActionFeedback({
  success,
  error,
  className,
}: {
  /** Text shown after success; nothing when null. */
  success?: string | null;
  error?: unknown;
  className?: string;
}) {
  const { t } = useTranslation(['advisor', 'validation']);
  if (error) {
    return (
      <p
        role="alert"
        className={`flex items-start gap-2 text-sm font-medium text-danger-700 ${className ?? ''}`}
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {actionErrorText(error, t)}
      </p>
    );
  }
  if (success) {
    return (
      <p
        role="status"
        className={`flex items-start gap-2 text-sm font-medium text-success-700 ${className ?? ''}`}
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {success}
      </p>
    );
  }
  return null;
}
