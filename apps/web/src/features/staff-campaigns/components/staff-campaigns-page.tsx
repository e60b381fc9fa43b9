/**
 * `/advisor/staff/campaigns` (decisions 181, 196): staff create, change and publish campaigns and see their
 * registrations; the second tab (`?tab=modules`) holds the study-preparation modules with how many applicants
 * completed each.
 */
import type { StaffCampaign, StaffTrainingModule } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarDays, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useStaffCampaigns } from '../api/staff-campaigns';
import {
  deleteTrainingModule,
  staffModulesKey,
  useStaffTrainingModules,
} from '../api/staff-training-modules';
import { CampaignEditor } from './campaign-editor';
import { PublishedBadge } from './editor-fields';
import { ModuleEditor } from './module-editor';

const TABS = ['campaigns', 'modules'] as const;
type Tab = (typeof TABS)[number];

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('staff-campaigns');
  return (
    <CardBody className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm font-medium text-danger-700">
        {t('loadFailed')}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </CardBody>
  );
}

function CampaignRow({ campaign, onEdit }: { campaign: StaffCampaign; onEdit: () => void }) {
  const { t } = useTranslation('staff-campaigns');
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
            {t(`kind.${campaign.kind}`)}
          </span>
          <PublishedBadge published={campaign.published} />
          <span className="text-xs text-ink-500">{t(`unit.${campaign.unit}`)}</span>
        </div>
        <p className="mt-1 font-semibold break-words text-ink-900">{campaign.title}</p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            <bdi dir="ltr">{formatDateTime(campaign.startsAt)}</bdi>
          </span>
          <span
            className="inline-flex items-center gap-1 font-medium text-ink-800"
            data-testid="campaign-registrations"
          >
            <Users className="size-3.5" aria-hidden />
            {campaign.kind === 'raffle'
              ? t('campaigns.participants', { count: campaign.registrations })
              : campaign.seatLimit === null
                ? t('campaigns.registrations', { count: campaign.registrations })
                : t('campaigns.registrationsOf', {
                    count: campaign.registrations,
                    total: campaign.seatLimit,
                  })}
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<Pencil className="size-4" />}
        onClick={onEdit}
        aria-label={t('campaigns.editLabel', { title: campaign.title })}
      >
        {t('edit')}
      </Button>
    </li>
  );
}

function CampaignsTab() {
  const { t } = useTranslation('staff-campaigns');
  const campaigns = useStaffCampaigns();
  const [editing, setEditing] = useState<StaffCampaign | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (editing) {
    return (
      <CampaignEditor
        campaign={editing === 'new' ? null : editing}
        onDone={(result) => {
          setEditing(null);
          setSaved(result ? result.title : null);
        }}
      />
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-success-700">
          {saved ? t('saved', { title: saved }) : ''}
        </p>
        <Button icon={<Plus className="size-4" />} onClick={() => setEditing('new')}>
          {t('campaigns.new')}
        </Button>
      </div>
      <Card className="mt-4">
        {campaigns.isPending ? (
          <SectionLoading />
        ) : campaigns.isError ? (
          <LoadFailed onRetry={() => void campaigns.refetch()} />
        ) : campaigns.data.length === 0 ? (
          <p className="px-5 py-10 text-center text-ink-600">{t('campaigns.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100" aria-label={t('tab.campaigns')}>
            {campaigns.data.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} onEdit={() => setEditing(campaign)} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function ModulesTab() {
  const { t } = useTranslation('staff-campaigns');
  const queryClient = useQueryClient();
  const modules = useStaffTrainingModules();
  const [editing, setEditing] = useState<StaffTrainingModule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffTrainingModule | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (editing) {
    const last = modules.data?.at(-1)?.position ?? 0;
    return (
      <ModuleEditor
        module={editing === 'new' ? null : editing}
        nextPosition={last + 10}
        onDone={() => setEditing(null)}
      />
    );
  }
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteTrainingModule(deleting.id);
      await queryClient.invalidateQueries({ queryKey: staffModulesKey });
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="flex justify-end">
        <Button icon={<Plus className="size-4" />} onClick={() => setEditing('new')}>
          {t('modules.new')}
        </Button>
      </div>
      <Card className="mt-4">
        {modules.isPending ? (
          <SectionLoading />
        ) : modules.isError ? (
          <LoadFailed onRetry={() => void modules.refetch()} />
        ) : modules.data.length === 0 ? (
          <p className="px-5 py-10 text-center text-ink-600">{t('modules.empty')}</p>
        ) : (
          <ol className="divide-y divide-ink-100" aria-label={t('tab.modules')}>
            {modules.data.map((module) => (
              <li key={module.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-xs font-semibold text-ink-500 tabular-nums">
                      #{module.position}
                    </span>
                    <PublishedBadge published={module.published} />
                    <span className="text-xs text-ink-500">{t(`unit.${module.unit}`)}</span>
                  </div>
                  <p className="mt-1 font-semibold break-words text-ink-900">{module.title}</p>
                  <p className="mt-1 text-sm text-ink-600">
                    {t('modules.meta', { minutes: module.estimatedMinutes, count: module.completedCount })}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Pencil className="size-4" />}
                    onClick={() => setEditing(module)}
                    aria-label={t('modules.editLabel', { title: module.title })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 className="size-4" />}
                    onClick={() => setDeleting(module)}
                    aria-label={t('modules.deleteLabel', { title: module.title })}
                  >
                    {t('delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('modules.deleteTitle')}
        description={deleting ? t('modules.deleteText', { title: deleting.title }) : undefined}
        confirmLabel={t('delete')}
        cancelLabel={t('editor.cancel')}
        onConfirm={() => void confirmDelete()}
        confirmLoading={busy}
      >
        {deleteError && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {deleteError}
          </p>
        )}
      </Modal>
    </>
  );
}

export function StaffCampaignsPage() {
  const { t } = useTranslation('staff-campaigns');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'modules' ? 'modules' : 'campaigns';
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('intro')} />
      <div role="group" aria-label={t('tab.label')} className="mt-6 flex flex-wrap gap-2">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => setParams(value === 'campaigns' ? {} : { tab: value }, { replace: true })}
            className={clsx(
              'h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary-600',
              tab === value
                ? 'border-primary-800 bg-primary-800 text-white'
                : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50',
            )}
          >
            {t(`tab.${value}`)}
          </button>
        ))}
      </div>
      <div className="mt-6">{tab === 'campaigns' ? <CampaignsTab /> : <ModulesTab />}</div>
    </PageContainer>
  );
}
