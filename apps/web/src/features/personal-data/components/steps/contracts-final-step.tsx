/** Contracts 5: the state of every part, and what is still missing. */
import { CONTRACTS_REQUIRED_DOCUMENTS, type Account, type PortalDocument } from '@portal/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, CircleAlert, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { BackButton } from '../../../../components/form';
import { buttonClasses } from '../../../../components/ui/button';
import { areaPaths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format';
import { CONTRACTS_SUB_STEPS, contractsSubStepDone, hasDocument } from '../../utils/sub-steps';
import { SummaryBlock } from './documents-final-step';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

export function ContractsFinalStep({
  account,
  documents,
  onEdit,
  onBack,
}: {
  account: Account;
  documents: readonly PortalDocument[];
  onEdit: (step: number) => void;
  onBack: () => void;
}) {
  const { t, area } = useAreaTranslation(['personal', 'documents']);
  const parts = CONTRACTS_SUB_STEPS.filter((step) => step !== 'final');
  const incomplete = parts.filter((step) => !contractsSubStepDone(step, account, documents));
  return (
    <div className="space-y-5">
      <div
        role="status"
        className={clsx(
          'flex gap-3 rounded-xl px-4 py-4 text-sm',
          incomplete.length === 0 ? 'bg-success-50 text-success-700' : 'bg-accent-50 text-accent-700',
        )}
      >
        {incomplete.length === 0 ? (
          <PartyPopper className="mt-0.5 size-5 shrink-0" aria-hidden />
        ) : (
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        )}
        <p className="font-medium">
          {incomplete.length === 0
            ? t('personal:contracts.allDone')
            : t('personal:final.missing', {
                list: incomplete.map((step) => t(`personal:contractsSteps.${step}`)).join(', '),
              })}
        </p>
      </div>
      {parts.map((step, index) => (
        <SummaryBlock
          key={step}
          title={t(`personal:contractsSteps.${step}`)}
          complete={contractsSubStepDone(step, account, documents)}
          onEdit={() => onEdit(index + 1)}
        >
          {step === 'personal' && (
            <p className="text-sm text-ink-700">
              {[account.firstName, account.lastName].filter(Boolean).join(' ')} ·{' '}
              {account.healthInsuranceType ? t(`personal:insurance.${account.healthInsuranceType}`) : '–'}
            </p>
          )}
          {step === 'graduation' && (
            <p className="text-sm text-ink-700">
              {[
                account.graduationSchool,
                account.graduationYear,
                account.gradeAverage?.toLocaleString('de-DE'),
              ]
                .filter((v) => v !== null && v !== undefined && v !== '')
                .join(' · ') || '–'}
            </p>
          )}
          {step === 'documents1' && (
            <ul className="space-y-1 text-sm">
              <li className="text-ink-700">
                {t('personal:fields.healthInsuranceCompany')}: {account.healthInsuranceCompany ?? '–'}
              </li>
              {CONTRACTS_REQUIRED_DOCUMENTS.map(({ key, categories }) => (
                <li key={key} className="flex items-center gap-2">
                  {hasDocument(documents, categories) ? (
                    <CheckCircle2 className="size-4 text-success-600" aria-hidden />
                  ) : (
                    <CircleAlert className="size-4 text-accent-600" aria-hidden />
                  )}
                  {t(`documents:categories.${categories[0]!}`)}
                </li>
              ))}
            </ul>
          )}
          {step === 'documents2' && (
            <p className="text-sm text-ink-700">
              {account.accreditedAuthorityGermanLanguage
                ? `${t(`personal:authorities.${account.accreditedAuthorityGermanLanguage}`)} · ${formatDate(account.accreditationDateGermanSkills)}`
                : t('personal:contracts.noGermanProof')}
            </p>
          )}
        </SummaryBlock>
      ))}
      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <Link to={areaPaths(area).root} className={buttonClasses()}>
          {t('personal:contracts.toHome')}
        </Link>
      </div>
    </div>
  );
}
