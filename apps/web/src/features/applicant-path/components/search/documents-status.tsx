import type { PortalDocument } from '@portal/contracts';
import { ArrowRight } from 'lucide-react';
import { BackButton } from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { documentsPath } from '../../utils/step-paths';
import { DocumentUploadCard } from '../../../../shared/documents';
import { ButtonLink } from '../step-page';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

/**
 * Step 5.4: the CV (required) and a motivation letter (recommended), uploaded right here, with a link to the
 * documents screen.
 */
export function DocumentsStatus({
  documents,
  onNext,
  onBack,
}: {
  documents: readonly PortalDocument[];
  onNext: () => void;
  onBack: () => void;
}) {
  const { t, area } = useAreaTranslation('steps');
  return (
    <div className="space-y-6">
      <div className="grid gap-4">
        <DocumentUploadCard
          category="CV"
          type="CV"
          title={t('search.documents.cv')}
          description={t('search.documents.cvText')}
          required
          documents={documents}
        />
        <DocumentUploadCard
          category="Other"
          type="MotivationLetter"
          title={t('search.documents.motivationLetter')}
          description={t('search.documents.motivationLetterText')}
          documents={documents.filter((document) => document.type === 'MotivationLetter')}
        />
      </div>
      <ButtonLink to={documentsPath(area)} variant="secondary">
        {t('search.documents.manage')}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
      </ButtonLink>
      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <Button onClick={onNext}>
          {t('common.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
