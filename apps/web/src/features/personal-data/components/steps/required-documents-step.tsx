/** Step 1.3 required documents: CV, certificate (or certified copy of the entrance qualification), photo (optional). */
import { PERSONAL_DATA_REQUIRED_DOCUMENTS, type PortalDocument } from '@portal/contracts';
import { AlertCircle, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { BackButton } from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { hasDocument } from '../../utils/sub-steps';
import { DocumentUploadCard } from '../../../../shared/documents';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

export function RequiredDocumentsStep({
  documents,
  onNext,
  onBack,
}: {
  documents: readonly PortalDocument[];
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useAreaTranslation('personal');
  const [showMissing, setShowMissing] = useState(false);
  const missing = PERSONAL_DATA_REQUIRED_DOCUMENTS.filter(
    ({ categories }) => !hasDocument(documents, categories),
  );

  return (
    <div className="space-y-6">
      <div className="grid gap-5 lg:grid-cols-2">
        <DocumentUploadCard
          category="CV"
          required
          documents={documents}
          description={t('documents.cvHint')}
        />
        <DocumentUploadCard
          category="Certificate"
          matchCategories={['Certificate', 'CertifiedCopyUEC']}
          title={t('documents.certificateTitle')}
          required
          documents={documents}
          description={t('documents.certificateHint')}
        />
        <DocumentUploadCard
          category="Picture"
          documents={documents}
          description={t('documents.pictureHint')}
          className="lg:col-span-2"
        />
      </div>
      {showMissing && missing.length > 0 && (
        <p
          role="alert"
          className="flex gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t('documents.missing', {
            list: missing.map(({ key }) => t(`documents.required.${key}`)).join(', '),
          })}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <Button
          onClick={() => {
            if (missing.length > 0) setShowMissing(true);
            else onNext();
          }}
        >
          {t('common.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
