/** The advised units with their stage; the advisor may move a unit to another allowed stage. */
import {
  manualStageTargets,
  type AdvisorApplicantDetail,
  type AdvisorUnitDetail,
  type UnitStage,
} from '@portal/contracts';
import { Layers } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { ActionFeedback } from './action-feedback';
import { NativeSelect } from './native-select';
import { StageBadge } from './applicant-badges';

export function StageCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t } = useTranslation('advisor');
  return (
    <Card>
      <CardHeader title={t('stage.title')} icon={<Layers className="size-5" />} />
      <CardBody className="space-y-5">
        {detail.units.map((unit) => (
          <UnitStageRow key={unit.id} accountId={detail.applicant.accountId} unit={unit} />
        ))}
      </CardBody>
    </Card>
  );
}

function UnitStageRow({ accountId, unit }: { accountId: string; unit: AdvisorUnitDetail }) {
  const { t } = useTranslation(['advisor', 'applicant']);
  const [target, setTarget] = useState<UnitStage | ''>('');
  const selectId = useId();
  const change = useApplicantAction(accountId, (stage: UnitStage) =>
    applicantActions.changeStage(accountId, unit.id, stage),
  );
  const application = unit.applications[0];
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <StageBadge stage={unit.stage} unit={unit.unit} />
        {unit.primary && (
          <span className="text-xs font-medium text-ink-500">{t('advisor:stage.primary')}</span>
        )}
      </div>
      {application && (
        <p className="mt-1.5 text-sm text-ink-600">
          {application.course.name} · {application.campus.name} · {formatDate(application.intake.date)}
        </p>
      )}
      {unit.advisedByYou ? (
        <form
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (target) change.mutate(target, { onSuccess: () => setTarget('') });
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-800">
              {t('advisor:stage.moveTo')}
            </label>
            <NativeSelect
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value as UnitStage | '')}
            >
              <option value="">{t('advisor:stage.choose')}</option>
              {manualStageTargets(unit.stage).map((stage) => (
                <option key={stage} value={stage}>
                  {t(`applicant:stages.${stage}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="secondary" disabled={!target} loading={change.isPending}>
            {t('advisor:stage.save')}
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-ink-500">{t('advisor:stage.otherAdvisor')}</p>
      )}
      <ActionFeedback
        className="mt-2"
        error={change.error}
        success={change.isSuccess ? t('advisor:stage.done') : null}
      />
    </div>
  );
}
