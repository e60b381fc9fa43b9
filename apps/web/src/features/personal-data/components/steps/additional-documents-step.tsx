/** Step 1.4 additional documents (optional) and the management of everything uploaded so far. */
import type { Account, PortalDocument } from '@portal/contracts';
import { clsx } from 'clsx';
import { ArrowRight, Info } from 'lucide-react';
import { BackButton } from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { isNativeGermanSpeaker } from '../../utils/sub-steps';
import { DocumentList, DocumentUploadCard } from '../../../../shared/documents';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

export function AdditionalDocumentsStep({
  account,
  documents,
  onNext,
  onBack,
}: {
  account: Account;
  documents: readonly PortalDocument[];
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useAreaTranslation('personal');
  const native = isNativeGermanSpeaker(account);
  return (
    <div className="space-y-8">
      <div className={clsx('grid gap-5', !native && 'lg:grid-cols-2')}>
        <DocumentUploadCard category="Other" documents={documents} description={t('documents.otherHint')} />
        {!native && (
          <DocumentUploadCard
            category="Certificate German skills"
            documents={documents}
            description={t('documents.germanHint')}
          />
        )}
      </div>
      <section aria-labelledby="all-documents" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h3 id="all-documents" className="text-base font-semibold text-ink-900">
            {t('documents.allTitle')}
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-ink-500">
            <Info className="size-4" aria-hidden />
            {t('documents.reviewHint')}
          </p>
        </div>
        <DocumentList documents={documents} />
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <Button onClick={onNext}>
          {t('common.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
