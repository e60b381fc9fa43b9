import { clsx } from 'clsx';
import type { DocumentCategory, DocumentType } from '@portal/contracts';
import {
  ArrowRight,
  CircleCheckBig,
  Clock,
  FileSignature,
  FileWarning,
  MailCheck,
  Sparkles,
} from 'lucide-react';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PATH_STEP_SCREENS } from '../../../config/applicant-steps';
import type { NextStep } from '../utils/next-steps';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

/** Actions shown before "show all". */
const NEXT_STEPS_VISIBLE = 4;

/**
 * The direct upload of a re-upload item; the documents module's `DocumentReuploadButton`, handed in by the route
 * (app/routes/applicant-home-route.tsx), since features do not import each other. Renders nothing for categories
 * that need more than the file.
 */
export type ReuploadAction = ComponentType<{
  category: DocumentCategory;
  type?: DocumentType;
  label: string;
  onUploaded?: (document: { name: string }) => void;
}>;

/**
 * What to do now, as links to the screens where it is done (derived in `deriveNextSteps`). A rejected required
 * document comes first, with the advisor's reason, a direct upload and a link to the step's upload cards.
 */
export function NextStepsCard({
  items,
  reuploadAction: ReuploadButton,
}: {
  items: readonly NextStep[];
  reuploadAction?: ReuploadAction;
}) {
  const { t } = useAreaTranslation('home');
  const { t: tDocuments } = useTranslation('documents');
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const reuploads = items.filter((i) => i.kind === 'reupload');
  const allActions = items.filter((i) => i.kind === 'action');
  const actions = expanded ? allActions : allActions.slice(0, NEXT_STEPS_VISIBLE);
  const hidden = allActions.length - actions.length;
  const waiting = items.filter((i) => i.kind === 'waiting');
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('nextSteps.title')}</span>}
        description={actions.length > 0 ? t('nextSteps.description') : undefined}
        icon={<Sparkles className="size-5" />}
      />
      <CardBody className="pt-4">
        {uploaded && (
          <p
            role="status"
            className="mb-3 flex items-start gap-3 rounded-xl bg-success-50 p-4 text-sm font-medium text-success-700"
          >
            <CircleCheckBig className="mt-0.5 size-5 shrink-0" aria-hidden />
            {t('nextSteps.items.reupload.uploaded', { name: uploaded })}
          </p>
        )}
        {reuploads.length > 0 && (
          <ul className={clsx('space-y-2', (actions.length > 0 || waiting.length > 0) && 'mb-4')}>
            {reuploads.map((item) => {
              const document = item.document!;
              const label = tDocuments(`categories.${document.category}`);
              return (
                <li
                  key={`reupload-${document.uuid}`}
                  className="rounded-xl border border-danger-600/30 bg-danger-50 p-4"
                >
                  <div className="flex items-start gap-3">
                    <FileWarning className="mt-0.5 size-5 shrink-0 text-danger-700" aria-hidden />
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="font-semibold text-ink-900">
                        {t('nextSteps.items.reupload.title', { document: label })}
                      </p>
                      <p className="mt-0.5 break-words text-ink-700">
                        {t('nextSteps.items.reupload.text', { name: document.name })}
                      </p>
                      {document.reason && (
                        <blockquote className="mt-2 border-s-4 border-danger-600/40 ps-3 break-words text-ink-800">
                          <span className="font-medium">{t('nextSteps.items.reupload.reason')}</span>{' '}
                          {document.reason}
                        </blockquote>
                      )}
                      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                        {ReuploadButton && (
                          <ReuploadButton
                            category={document.category}
                            type={document.type}
                            label={t('nextSteps.items.reupload.inputLabel', { document: label })}
                            onUploaded={({ name }) => setUploaded(name)}
                          />
                        )}
                        <Link
                          to={item.to}
                          className="inline-flex items-center gap-1 font-semibold text-primary-800 underline-offset-4 hover:underline"
                        >
                          {t('nextSteps.items.reupload.link')}
                          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
                        </Link>
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {items.length === 0 && (
          <p className="flex items-start gap-3 rounded-xl bg-success-50 p-4 text-sm font-medium text-success-700">
            <CircleCheckBig className="mt-0.5 size-5 shrink-0" aria-hidden />
            {t('nextSteps.allDone')}
          </p>
        )}
        {actions.length > 0 && (
          <ul className="space-y-2">
            {actions.map((item) => {
              const tone = item.stepId ? PATH_STEP_SCREENS[item.stepId].tone : null;
              return (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    className="group flex items-center gap-3 rounded-xl border border-ink-200 p-3 transition-colors hover:border-primary-300 hover:bg-primary-50/40 sm:p-4"
                  >
                    <span
                      className={clsx(
                        'flex size-9 shrink-0 items-center justify-center rounded-lg text-sm font-bold',
                        tone ? tone.soft : 'bg-primary-50 text-primary-800',
                      )}
                      aria-hidden
                    >
                      {item.number ??
                        (item.stepId ? (
                          <FileSignature className="size-4" />
                        ) : (
                          <MailCheck className="size-4" />
                        ))}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-ink-900">
                        {t(`nextSteps.items.${item.key}.title`, item.values)}
                      </span>
                      <span className="mt-0.5 block text-sm text-ink-600">
                        {t(`nextSteps.items.${item.key}.text`, item.values)}
                      </span>
                    </span>
                    <ArrowRight
                      className="size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-700 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                      aria-hidden
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {hidden > 0 && (
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className="mt-3 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
          >
            {t('nextSteps.showAll', { number: allActions.length })}
          </button>
        )}
        {waiting.length > 0 && (
          <ul className={clsx('space-y-2', actions.length > 0 && 'mt-4')}>
            {waiting.map((item) => (
              <li key={item.key} className="flex items-start gap-3 rounded-xl bg-accent-50 p-4">
                <Clock className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink-900">{t(`nextSteps.items.${item.key}.title`)}</p>
                  <p className="mt-0.5 text-ink-700">{t(`nextSteps.items.${item.key}.text`)}</p>
                  <Link
                    to={item.to}
                    className="mt-2 inline-block font-semibold text-primary-800 underline-offset-4 hover:underline"
                  >
                    {t(`nextSteps.items.${item.key}.link`)}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
