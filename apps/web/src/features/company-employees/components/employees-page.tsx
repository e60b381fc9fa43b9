/**
 * `/b2b/employees`: everyone with access to the active company, sorted by last name (ascending or descending,
 * spec option list), searchable, with badges for owners, pending invitations and the caller. Actions per row
 * follow the caller's permissions (decision 120): edit (`edit employees`), resend the invitation (`create
 * employees`), remove (`delete employees`, with a confirmation). Owners are never editable (5000). Without any
 * employee permission the list is read-only and says so.
 */
import type { Employee, EmployeeSort } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownAZ, ArrowUpZA, CheckCircle2, Info, Mail, Pencil, Trash2, UserPlus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input';
import { Link } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { employeeEditPath } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { companyKeys } from '../../../shared/query-keys';
import { deleteEmployee, resendInvitation } from '../api/employees';
import { useEmployees } from '../../../shared/company/employees';
import { ALL_PERMISSIONS, useCallerAccess, type CallerAccess } from '../caller-access';
import { setNewlyCreatedEmployee, useNewlyCreatedEmployee } from '../new-employee';
import { Badge } from './badges';

export function displayName(employee: Pick<Employee, 'firstName' | 'lastName' | 'email'>): string {
  return [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.email;
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

export function EmployeesPage() {
  const { t } = useTranslation('company-employees');
  const access = useCallerAccess();
  const [sort, setSort] = useState<EmployeeSort>('lastName');
  const [search, setSearch] = useState('');
  const employees = useEmployees(access.companyId, sort);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [toDelete, setToDelete] = useState<Employee | null>(null);
  const queryClient = useQueryClient();

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = employees.data ?? [];
    if (!needle) return list;
    return list.filter((e) =>
      [e.firstName, e.lastName, e.email, e.position].some((v) => v?.toLowerCase().includes(needle)),
    );
  }, [employees.data, search]);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: companyKeys.employees(access.companyId ?? '') });

  const resend = async (employee: Employee) => {
    setFeedback(null);
    try {
      await resendInvitation(access.companyId!, employee.id);
      setFeedback({ tone: 'success', text: t('actions.resent', { email: employee.email }) });
      await refresh();
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, { formal: true }) });
      await refresh();
    }
  };

  const readOnly = !access.canCreate && !access.canEdit && !access.canDelete;

  return (
    <PageContainer>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          access.canCreate ? (
            <Link to={employeeEditPath()} className={buttonClasses({ variant: 'primary' })}>
              <UserPlus className="size-4" aria-hidden />
              {t('list.invite')}
            </Link>
          ) : undefined
        }
      />
      <div className="mt-6 space-y-4">
        <NewEmployeeNotice />
        {readOnly && !access.loading && (
          <p className="flex gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-700">
            <Info className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
            {t('list.readOnly')}
          </p>
        )}
        {feedback && (
          <p
            role={feedback.tone === 'error' ? 'alert' : 'status'}
            className={
              feedback.tone === 'error'
                ? 'rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-700'
                : 'rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700'
            }
          >
            {feedback.text}
          </p>
        )}
        <Card>
          <div className="flex flex-col gap-3 border-b border-ink-100 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
            <SearchInput
              className="flex-1"
              label={t('list.search')}
              labelHidden
              value={search}
              onChange={setSearch}
              placeholder={t('list.searchPlaceholder')}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSort((s) => (s === 'lastName' ? '-lastName' : 'lastName'))}
              icon={
                sort === 'lastName' ? <ArrowDownAZ className="size-4" /> : <ArrowUpZA className="size-4" />
              }
              aria-label={`${t('list.sortLabel')}: ${sort === 'lastName' ? t('list.sortAsc') : t('list.sortDesc')}`}
            >
              {sort === 'lastName' ? t('list.sortAsc') : t('list.sortDesc')}
            </Button>
          </div>
          {employees.isPending ? (
            <SectionLoading label={t('list.loading')} />
          ) : employees.isError ? (
            <PageLoadError onRetry={() => void employees.refetch()} text={t('list.loadError')} />
          ) : visible.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-ink-600">
              {search ? t('list.noMatch') : t('list.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-ink-100" aria-label={t('list.title')}>
              {visible.map((employee) => (
                <EmployeeRow
                  key={employee.id}
                  employee={employee}
                  access={access}
                  onResend={() => void resend(employee)}
                  onDelete={() => setToDelete(employee)}
                />
              ))}
            </ul>
          )}
          {employees.data && (
            <p className="border-t border-ink-100 px-6 py-3 text-xs text-ink-500">
              {t('list.count', { count: employees.data.length })}
            </p>
          )}
        </Card>
      </div>
      <DeleteDialog
        employee={toDelete}
        companyId={access.companyId}
        onClose={() => setToDelete(null)}
        onDeleted={(employee) => {
          setFeedback({ tone: 'success', text: t('actions.deleted', { name: displayName(employee) }) });
          void refresh();
        }}
      />
    </PageContainer>
  );
}

function NewEmployeeNotice() {
  const { t } = useTranslation('company-employees');
  const created = useNewlyCreatedEmployee();
  if (!created) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('notice.title')}</p>
        <p className="mt-0.5 [overflow-wrap:anywhere]">
          {t('notice.text', { name: created.name, email: created.email })}
        </p>
      </div>
      <button
        type="button"
        onClick={() => setNewlyCreatedEmployee(null)}
        className="rounded-lg p-1 text-success-700 hover:bg-success-600/10"
        aria-label={t('notice.close')}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

function EmployeeRow({
  employee,
  access,
  onResend,
  onDelete,
}: {
  employee: Employee;
  access: CallerAccess;
  onResend: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('company-employees');
  const isSelf = employee.id === access.userId;
  const name = displayName(employee);
  const expired =
    employee.invitationPending &&
    employee.invitationExpiresAt &&
    new Date(employee.invitationExpiresAt) < new Date();
  const permissionCount = employee.isOwner ? ALL_PERMISSIONS.length : employee.permissions.length;
  const editable = !employee.isOwner && access.canEdit;
  const deletable = !employee.isOwner && !isSelf && access.canDelete;
  const resendable = !employee.isOwner && employee.invitationPending && access.canCreate;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <span
        className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800 sm:flex"
        aria-hidden
      >
        {(employee.firstName?.[0] ?? employee.email[0] ?? '?').toUpperCase()}
        {(employee.lastName?.[0] ?? '').toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold [overflow-wrap:anywhere] text-ink-900">{name}</p>
          {employee.isOwner && <Badge tone="owner">{t('badge.owner')}</Badge>}
          {employee.invitationPending && (
            <Badge tone={expired ? 'danger' : 'pending'}>
              {expired ? t('badge.expired') : t('badge.pending')}
            </Badge>
          )}
          {isSelf && <Badge tone="neutral">{t('badge.you')}</Badge>}
        </div>
        <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-ink-600">
          {[employee.position, employee.email].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-xs text-ink-500">
          {employee.isOwner
            ? t('row.allPermissions')
            : permissionCount === 0
              ? t('row.noPermissions')
              : employee.permissions.map((p) => t(`permissions.items.${permissionKey(p)}.label`)).join(', ')}
          {employee.invitationPending && employee.invitedAt && (
            <> · {t('row.invitedOn', { date: formatDate(employee.invitedAt) })}</>
          )}
        </p>
      </div>
      {(editable || resendable || deletable) && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {editable && (
            <Link
              to={employeeEditPath(employee.id)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              aria-label={`${t('actions.edit')}: ${name}`}
            >
              <Pencil className="size-4" aria-hidden />
              {t('actions.edit')}
            </Link>
          )}
          {resendable && (
            <Button
              variant="secondary"
              size="sm"
              onClick={onResend}
              icon={<Mail className="size-4" />}
              aria-label={`${t('actions.resend')}: ${name}`}
            >
              {t('actions.resend')}
            </Button>
          )}
          {deletable && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              icon={<Trash2 className="size-4 text-danger-700" />}
              aria-label={`${t('actions.delete')}: ${name}`}
            >
              {t('actions.delete')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** `create employees` → `createEmployees`: the translation key of a permission. */
export function permissionKey(permission: string): string {
  return permission.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
}

function DeleteDialog({
  employee,
  companyId,
  onClose,
  onDeleted,
}: {
  employee: Employee | null;
  companyId: string | null;
  onClose: () => void;
  onDeleted: (employee: Employee) => void;
}) {
  const { t } = useTranslation('company-employees');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!employee || !companyId) return;
    setBusy(true);
    setError(null);
    try {
      await deleteEmployee(companyId, employee.id);
      onDeleted(employee);
      onClose();
    } catch (failure) {
      setError(errorText(failure, { formal: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={employee !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={t('delete.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('delete.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            loading={busy}
            icon={<Trash2 className="size-4" />}
          >
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      {employee && (
        <div className="space-y-3 text-sm text-ink-700">
          <p className="[overflow-wrap:anywhere]">
            {t('delete.text', { name: displayName(employee), email: employee.email })}
          </p>
          {error && (
            <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-danger-700">
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
