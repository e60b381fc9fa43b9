/**
 * The warning of the company pages (home, company) while no bank details are stored, dismissible for good with
 * "Nicht mehr anzeigen" (user flag `hidePaymentDetailsWarning`). Users who may enter the bank details get a link
 * to the payment tab; the others are told who can.
 */
import { holdsPermission, type Company, type CompanyUser } from '@portal/contracts';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { errorText } from '../../lib/error-text';
import { useUpdateMeMetadata } from './update-me-metadata';

export function PaymentDetailsWarning({
  company,
  me,
  className,
}: {
  company: Company;
  me: CompanyUser | undefined;
  className?: string;
}) {
  const { t } = useTranslation('company-data');
  const dismiss = useUpdateMeMetadata();
  if (!me || company.bankAccount.iban || me.metadata.hidePaymentDetailsWarning === true) return null;
  const membership = me.companies.find((c) => c.id === company.id);
  const canEdit = holdsPermission(membership, 'edit company payment details');
  return (
    <div
      role="status"
      className={
        'flex flex-col gap-3 rounded-2xl border border-accent-300 bg-accent-50 px-4 py-4 sm:flex-row sm:items-start sm:px-5 ' +
        (className ?? '')
      }
    >
      <AlertTriangle className="size-5 shrink-0 text-accent-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{t('warning.title')}</p>
        <p className="mt-1 text-sm text-ink-700">{canEdit ? t('warning.text') : t('warning.textReadOnly')}</p>
        {dismiss.isError && (
          <p className="mt-2 text-sm text-danger-700">{errorText(dismiss.error, { formal: true })}</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          {canEdit && (
            <Link
              to={`${paths.b2b.company}/payment`}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
            >
              {t('warning.action')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="-mx-3"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate({ hidePaymentDetailsWarning: true })}
          >
            {t('warning.dismiss')}
          </Button>
        </div>
      </div>
    </div>
  );
}
