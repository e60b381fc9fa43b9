/** Step 1.5: what was entered and uploaded, what is still missing, and on to step 2. */
import {
  PERSONAL_DATA_REQUIRED_DOCUMENTS,
  entranceQualificationChoiceOf,
  type Account,
  type PortalDocument,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { ArrowRight, CheckCircle2, CircleAlert, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackButton } from '../../../../components/form';
import { buttonClasses } from '../../../../components/ui/button';
import { areaPaths } from '../../../../config/paths';
import { countryName } from '../../../../lib/countries';
import { formatDate } from '../../../../lib/format';
import { DOCUMENTS_SUB_STEPS, documentsSubStepDone, hasDocument } from '../../utils/sub-steps';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm break-words hyphens-auto text-ink-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink-900">{value || '–'}</dd>
    </div>
  );
}

export function SummaryBlock({
  title,
  complete,
  onEdit,
  children,
}: {
  title: string;
  complete: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation('personal');
  return (
    <section className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <div className="flex items-center gap-2">
        {complete ? (
          <CheckCircle2 className="size-5 shrink-0 text-success-600" aria-hidden />
        ) : (
          <CircleAlert className="size-5 shrink-0 text-accent-600" aria-hidden />
        )}
        <h3 className="flex-1 font-semibold text-ink-900">
          {title}
          <span className="sr-only"> – {complete ? t('final.complete') : t('final.incomplete')}</span>
        </h3>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
        >
          <Pencil className="size-3.5" aria-hidden />
          {t('final.edit')}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export function DocumentsFinalStep({
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
  const { t, i18n, area } = useAreaTranslation('personal');
  const lang = i18n.language;
  const incomplete = DOCUMENTS_SUB_STEPS.filter((step) => !documentsSubStepDone(step, account, documents));
  const choice = entranceQualificationChoiceOf(
    account.universityEntranceQualification,
    account.universityEntranceQualificationBw,
  );
  const address = [
    account.shippingStreet,
    [account.shippingPostalCode, account.shippingCity].filter(Boolean).join(' '),
    countryName(account.shippingCountry, lang),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-5">
      <div
        className={clsx(
          'flex gap-3 rounded-xl px-4 py-3 text-sm',
          incomplete.length === 0 ? 'bg-success-50 text-success-700' : 'bg-accent-50 text-accent-700',
        )}
        role="status"
      >
        {incomplete.length === 0 ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        ) : (
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        )}
        <p className="font-medium">
          {incomplete.length === 0
            ? t('final.allDone')
            : t('final.missing', { list: incomplete.map((step) => t(`documentsSteps.${step}`)).join(', ') })}
        </p>
      </div>

      <SummaryBlock
        title={t('documentsSteps.contact')}
        complete={documentsSubStepDone('contact', account, documents)}
        onEdit={() => onEdit(1)}
      >
        <dl className="divide-y divide-ink-100">
          <Row label={t('fields.phone')} value={account.phone} />
          <Row label={t('fields.email')} value={account.email} />
        </dl>
      </SummaryBlock>

      <SummaryBlock
        title={t('documentsSteps.personal')}
        complete={documentsSubStepDone('personal', account, documents)}
        onEdit={() => onEdit(2)}
      >
        <dl className="divide-y divide-ink-100">
          <Row
            label={t('final.name')}
            value={[
              account.salutation ? t(`salutations.${account.salutation}`) : null,
              account.firstName,
              account.lastName,
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <Row label={t('fields.birthday')} value={formatDate(account.birthday)} />
          <Row
            label={t('final.birthPlace')}
            value={[account.placeOfBirth, countryName(account.countryOfBirth, lang)]
              .filter(Boolean)
              .join(', ')}
          />
          <Row label={t('fields.nationality')} value={countryName(account.nationality, lang)} />
          <Row label={t('final.address')} value={address} />
          <Row label={t('fields.qualification')} value={choice ? t(`qualifications.${choice}`) : ''} />
          <Row
            label={t('fields.healthInsuranceType')}
            value={account.healthInsuranceType ? t(`insurance.${account.healthInsuranceType}`) : ''}
          />
        </dl>
      </SummaryBlock>

      <SummaryBlock
        title={t('documentsSteps.documents')}
        complete={documentsSubStepDone('documents', account, documents)}
        onEdit={() => onEdit(3)}
      >
        <ul className="space-y-1.5 py-1">
          {PERSONAL_DATA_REQUIRED_DOCUMENTS.map(({ key, categories }) => {
            const present = hasDocument(documents, categories);
            return (
              <li key={key} className="flex items-center gap-2 text-sm">
                {present ? (
                  <CheckCircle2 className="size-4 text-success-600" aria-hidden />
                ) : (
                  <CircleAlert className="size-4 text-accent-600" aria-hidden />
                )}
                <span className="text-ink-900">{t(`documents.required.${key}`)}</span>
                <span className="text-ink-500">
                  – {present ? t('final.uploaded') : t('final.notUploaded')}
                </span>
              </li>
            );
          })}
          <li className="text-sm text-ink-500">{t('final.documentCount', { count: documents.length })}</li>
        </ul>
      </SummaryBlock>

      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <Link to={areaPaths(area).application.abilities} className={buttonClasses()}>
          {t('final.toStep2')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
