import type { PortalDocument } from '@portal/contracts';
import { ArrowRight, CheckCircle2, CircleDashed, FileText } from 'lucide-react';
import { BackButton } from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { documentsPath } from '../../utils/step-paths';
import { hasCv, hasMotivationLetter } from '../../utils/sub-steps';
import { usePathDocumentsUi } from '../path-documents-ui';
import { ButtonLink } from '../step-page';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

/**
 * Step 5.4: the CV (required) and a motivation letter (recommended). With the documents module handed in by the
 * route, both are uploaded right here; otherwise their status is shown with a link to the documents screen.
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
  const ui = usePathDocumentsUi();
  return (
    <div className="space-y-6">
      {ui ? (
        <div className="grid gap-4">
          <ui.UploadCard
            category="CV"
            type="CV"
            title={t('search.documents.cv')}
            description={t('search.documents.cvText')}
            required
            documents={documents}
          />
          <ui.UploadCard
            category="Other"
            type="MotivationLetter"
            title={t('search.documents.motivationLetter')}
            description={t('search.documents.motivationLetterText')}
            documents={documents.filter((document) => document.type === 'MotivationLetter')}
          />
        </div>
      ) : (
        <StatusList documents={documents} />
      )}
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

function StatusList({ documents }: { documents: readonly PortalDocument[] }) {
  const { t } = useAreaTranslation('steps');
  const rows = [
    { id: 'cv', present: hasCv(documents), required: true },
    { id: 'motivationLetter', present: hasMotivationLetter(documents), required: false },
  ] as const;
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-200">
      {rows.map((row) => (
        <li key={row.id} className="flex items-start gap-3 px-4 py-4 sm:px-5">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700"
            aria-hidden
          >
            <FileText className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink-900">
              {t(`search.documents.${row.id}`)}
              {!row.required && (
                <span className="ms-2 text-sm font-normal text-ink-500">
                  {t('search.documents.recommended')}
                </span>
              )}
            </p>
            <p className="mt-0.5 text-sm text-ink-600">{t(`search.documents.${row.id}Text`)}</p>
          </div>
          {row.present ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">
              <CheckCircle2 className="size-3.5" aria-hidden />
              {t('search.documents.present')}
            </span>
          ) : (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700">
              <CircleDashed className="size-3.5" aria-hidden />
              {t('search.documents.missing')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
