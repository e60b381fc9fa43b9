import type { CompanyMembership } from '@portal/contracts';
import { Building2, Check, ChevronRight, LogOut, Mail, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { useCompanyChoice } from '../../../shared/company/company-choice';
import { logout } from '../../../lib/auth';
import { useSupportEmail } from '../../../lib/public-config';
import { closeCompanySelect, useActiveCompany } from '../../../shared/company/active-company';

function CompanyIcon() {
  return (
    <span
      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
      aria-hidden
    >
      <Building2 className="size-5" />
    </span>
  );
}

/**
 * A pending invitation in the overlay: it cannot be chosen before it is accepted (the API refuses a pending
 * membership); accepting makes it the current company, declining (after a confirmation) removes it.
 */
function PendingInvitation({
  company,
  busy,
  disabled,
  onAnswer,
}: {
  company: CompanyMembership;
  busy: boolean;
  disabled: boolean;
  onAnswer: (action: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation(['company-profile', 'company']);
  const [confirmDecline, setConfirmDecline] = useState(false);
  return (
    <div
      className="rounded-2xl border border-accent-300 bg-accent-50/60 p-4"
      role="group"
      aria-label={t('company-profile:select.invitationLabel', { name: company.name })}
    >
      <div className="flex items-center gap-4">
        <CompanyIcon />
        <div className="min-w-0 flex-1">
          <p className="font-semibold [overflow-wrap:anywhere] text-ink-900">{company.name}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            {company.isOwner ? t('company:roles.owner') : t('company:roles.employee')}
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
              {t('company:select.invitationPending')}
            </span>
          </p>
        </div>
        {busy && <Spinner size="sm" className="shrink-0" />}
      </div>
      <p className="mt-3 text-sm text-ink-700">
        {confirmDecline
          ? t('company-profile:select.declineQuestion', { name: company.name })
          : t('company-profile:select.invitationText')}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {confirmDecline ? (
          <>
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => setConfirmDecline(false)}>
              {t('company-profile:select.cancel')}
            </Button>
            <Button variant="danger" size="sm" disabled={disabled} onClick={() => onAnswer('decline')}>
              {t('company-profile:select.declineConfirm')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              icon={<X className="size-4" aria-hidden />}
              onClick={() => setConfirmDecline(true)}
            >
              {t('company-profile:select.decline')}
            </Button>
            <Button
              size="sm"
              disabled={disabled}
              icon={<Check className="size-4" aria-hidden />}
              onClick={() => onAnswer('accept')}
            >
              {t('company-profile:select.accept')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The company-select overlay: the user's companies with name and role (owner / employee), pending invitations
 * to accept or decline, and a logout.
 */
export function CompanySelectDialog({ companies }: { companies: readonly CompanyMembership[] }) {
  const { t } = useTranslation('company');
  const choice = useCompanyChoice();
  const busyId = choice.isPending ? choice.variables.companyId : null;
  const open = useActiveCompany((s) => s.selectOpen);
  const required = useActiveCompany((s) => s.selectRequired);
  const activeId = useActiveCompany((s) => s.activeCompanyId);
  const supportEmail = useSupportEmail();

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : closeCompanySelect())}
      title={t('select.title')}
      description={companies.length > 0 ? t('select.text') : undefined}
      dismissible={!required}
    >
      {companies.length === 0 ? (
        <div className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <Building2 className="size-7" aria-hidden />
          </span>
          <p className="mt-4 text-ink-700">{t('select.empty')}</p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <a
              className="inline-flex h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold text-primary-800 hover:bg-primary-50"
              href={`mailto:${supportEmail}`}
            >
              <Mail className="size-4" aria-hidden />
              {t('select.contactSupport')}
            </a>
            <Button
              variant="secondary"
              icon={<LogOut className="size-4" aria-hidden />}
              onClick={() => void logout('company')}
            >
              {t('select.logout')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {choice.isError && (
            <p role="alert" className="mb-4 rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-800">
              {errorText(choice.error, { formal: true })}
            </p>
          )}
          <ul className="flex flex-col gap-2" aria-label={t('select.listLabel')}>
            {companies.map((company) =>
              company.invitationPending ? (
                <li key={company.id}>
                  <PendingInvitation
                    company={company}
                    busy={busyId === company.id}
                    disabled={choice.isPending}
                    onAnswer={(action) => choice.mutate({ action, companyId: company.id })}
                  />
                </li>
              ) : (
                <li key={company.id}>
                  <button
                    type="button"
                    disabled={choice.isPending}
                    onClick={() => choice.mutate({ action: 'choose', companyId: company.id })}
                    aria-current={company.id === activeId || undefined}
                    className="flex w-full items-center gap-4 rounded-2xl border border-ink-200 bg-white p-4 text-start transition-colors hover:border-primary-300 hover:bg-primary-50/50 disabled:cursor-wait"
                  >
                    <CompanyIcon />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold [overflow-wrap:anywhere] text-ink-900">
                        {company.name}
                      </span>
                      <span className="mt-0.5 block text-sm text-ink-500">
                        {company.isOwner ? t('roles.owner') : t('roles.employee')}
                      </span>
                    </span>
                    {busyId === company.id ? (
                      <Spinner size="sm" className="shrink-0" />
                    ) : company.id === activeId ? (
                      <Check className="size-5 shrink-0 text-primary-700" aria-label={t('select.current')} />
                    ) : (
                      <ChevronRight className="size-5 shrink-0 text-ink-400 rtl:rotate-180" aria-hidden />
                    )}
                  </button>
                </li>
              ),
            )}
          </ul>
          {/* The overlay cannot be closed without a choice; leaving must stay possible (issue 8, item 9). */}
          <div className="mt-5 flex justify-end border-t border-ink-100 pt-4">
            <Button
              variant="ghost"
              icon={<LogOut className="size-4 rtl:rotate-180" aria-hidden />}
              onClick={() => void logout('company')}
            >
              {t('select.logout')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
