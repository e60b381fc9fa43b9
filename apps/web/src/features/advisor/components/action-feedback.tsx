/**
 * The visible result of a workspace action, inline where it happened: a success line, or the error translated
 * (the API's German conflict message for 409, field rules as `validation:{rule}`, else a generic text).
 */
import { CircleCheck, AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateRule } from '../../../components/form';
import { ApiError } from '../../../lib/http';

function actionErrorText(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  if (error instanceof ApiError) {
    if (error.status === 409 && error.message) return error.message;
    const first = error.customErrors[0];
    if (first) return translateRule(t, first.rule, first.params ?? {});
    if (error.status === 403) return t('advisor:errors.forbidden');
    if (error.status === 413) return t('advisor:errors.tooLarge');
    if (error.status === 422) return t('advisor:errors.unprocessable');
    if (error.isNetworkError) return t('advisor:errors.network');
  }
  return t('advisor:errors.generic');
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
