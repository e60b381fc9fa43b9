import type { Account, PathStepStatus, PortalDocument, Unit } from '@portal/contracts';
import { ArrowRight, ClipboardCheck, PartyPopper, Search } from 'lucide-react';
import { BackButton, formatDecimal } from '../../../../components/form';
import { contractsPath, stepPath } from '../../utils/step-paths';
import {
  hasCv,
  hasMotivationLetter,
  searchCompletion,
  stepFiveSubSteps,
  type SearchSubStep,
} from '../../utils/sub-steps';
import { ButtonLink, Notice } from '../step-page';
import { SummaryList, type SummaryItem } from '../summary-list';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

/**
 * Step 5, final sub-step: the answers of the area's sub-steps, and the way to contracts once the step is done
 * (ds: the partner was found; fs: motivation and CV are there).
 */
export function SearchSummary({
  area,
  account,
  documents,
  status,
  onBack,
}: {
  area: Unit;
  account: Account;
  documents: readonly PortalDocument[];
  status: PathStepStatus;
  onBack: () => void;
}) {
  const { t, i18n } = useAreaTranslation('steps');
  const completion = searchCompletion(account, documents);
  const none = <span className="text-ink-500">{t('common.notGiven')}</span>;
  const subSteps = stepFiveSubSteps(area);
  const editTo = (step: SearchSubStep) => stepPath(area, 'search', subSteps.indexOf(step) + 1);
  const motivation = account.motivationText?.trim() ?? '';

  const allItems: SummaryItem[] = [
    {
      id: 'graduation',
      label: t('search.subSteps.graduation'),
      complete: completion.graduation,
      editTo: editTo('graduation'),
      value:
        account.gradeAverage !== null
          ? t('graduation.summaryGrade', { grade: formatDecimal(account.gradeAverage, i18n.language) })
          : none,
    },
    {
      id: 'distance',
      label: t('search.subSteps.distance'),
      complete: completion.distance,
      editTo: editTo('distance'),
      value:
        account.practicePartnerMaxDistance !== null
          ? `${t('search.distance.option', { km: account.practicePartnerMaxDistance })} · ${
              account.preferredWorkModels.length
                ? account.preferredWorkModels
                    .map((model) => t(`search.distance.workModels.options.${model}`))
                    .join(', ')
                : t('search.distance.workModels.any')
            }`
          : none,
    },
    {
      id: 'motivation',
      label: t('search.subSteps.motivation'),
      complete: completion.motivation,
      editTo: editTo('motivation'),
      value: motivation ? <span className="line-clamp-3 whitespace-pre-line">{motivation}</span> : none,
    },
    {
      id: 'documents',
      label: t('search.subSteps.documents'),
      complete: completion.documents,
      editTo: editTo('documents'),
      value: [
        `${t('search.documents.cv')}: ${hasCv(documents) ? t('search.documents.present') : t('search.documents.missing')}`,
        `${t('search.documents.motivationLetter')}: ${hasMotivationLetter(documents) ? t('search.documents.present') : t('search.documents.missing')}`,
      ].join(' · '),
    },
    {
      id: 'partner',
      label: t('search.subSteps.partner'),
      complete: completion.partner,
      editTo: editTo('partner'),
      value: completion.partner ? (
        <span>
          <span className="font-medium text-ink-900">{account.practicePartnerName}</span>
          <span className="block whitespace-pre-line text-ink-600">{account.practicePartnerAddress}</span>
        </span>
      ) : (
        t('search.final.partnerOpen')
      ),
    },
  ];
  const items = allItems.filter((item) => (subSteps as readonly string[]).includes(item.id));

  return (
    <div className="space-y-6">
      {status === 'done' ? (
        <Notice
          tone="success"
          icon={<PartyPopper className="size-5" />}
          title={t('search.final.doneTitle')}
          role="status"
        >
          <p>{t('search.final.doneText', { company: account.practicePartnerName ?? '' })}</p>
        </Notice>
      ) : (
        <Notice
          tone="info"
          icon={area === 'fs' ? <ClipboardCheck className="size-5" /> : <Search className="size-5" />}
          title={t('search.final.openTitle')}
        >
          <p>{t('search.final.openText')}</p>
        </Notice>
      )}
      <SummaryList items={items} />
      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        {status === 'done' && (
          <ButtonLink to={contractsPath(area)}>
            {t('search.final.next')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
