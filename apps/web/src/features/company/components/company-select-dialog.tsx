import type { CompanyMembership } from '@portal/contracts';
import { Building2, Check, ChevronRight, LogOut, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { logout } from '../../../lib/auth';
import { useSupportEmail } from '../../../lib/public-config';
import {
  closeCompanySelect,
  setActiveCompany,
  useActiveCompany,
} from '../../../shared/company/active-company';

/** The company-select overlay: the user's companies with name and role (owner / employee), and a logout. */
export function CompanySelectDialog({ companies }: { companies: readonly CompanyMembership[] }) {
  const { t } = useTranslation('company');
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
          <ul className="flex flex-col gap-2" aria-label={t('select.listLabel')}>
            {companies.map((company) => {
              const isActive = company.id === activeId;
              return (
                <li key={company.id}>
                  <button
                    type="button"
                    onClick={() => setActiveCompany(company.id)}
                    aria-current={isActive || undefined}
                    className="flex w-full items-center gap-4 rounded-2xl border border-ink-200 bg-white p-4 text-start transition-colors hover:border-primary-300 hover:bg-primary-50/50"
                  >
                    <span
                      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
                      aria-hidden
                    >
                      <Building2 className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold [overflow-wrap:anywhere] text-ink-900">
                        {company.name}
                      </span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-ink-500">
                        {company.isOwner ? t('roles.owner') : t('roles.employee')}
                        {company.invitationPending && (
                          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">
                            {t('select.invitationPending')}
                          </span>
                        )}
                      </span>
                    </span>
                    {isActive ? (
                      <Check className="size-5 shrink-0 text-primary-700" aria-label={t('select.current')} />
                    ) : (
                      <ChevronRight className="size-5 shrink-0 text-ink-400 rtl:rotate-180" aria-hidden />
                    )}
                  </button>
                </li>
              );
            })}
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
