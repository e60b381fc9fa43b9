/**
 * `/b2b/employees/edit/:employeeId?`: without an id the invitation of a new employee (`create employees`), with
 * an id the editing of one (`edit employees`). Personal fields and the grouped permission checklist; owners are
 * not editable (5000, explained instead of a form). After an invitation the list shows the "newly created
 * employee" notice.
 */
import {
  CreateEmployeeBody,
  UpdateEmployeeBody,
  type CompanyPermission,
  type Employee,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, CheckCircle2, KeyRound, Lock, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  EmailField,
  Form,
  SelectField,
  SubmitButton,
  TelField,
  TextField,
  useContractForm,
  useFormKit,
} from '../../../components/form';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { companyKeys } from '../../../shared/query-keys';
import { createEmployee, updateEmployee, useEmployee } from '../api/employees';
import { useCallerAccess, type CallerAccess } from '../caller-access';
import { setNewlyCreatedEmployee } from '../new-employee';
import { displayName } from './employees-page';
import { PermissionChecklist } from './permission-checklist';

interface EmployeeValues {
  salutation: 'mr' | 'mrs' | 'mx' | null;
  firstName: string;
  lastName: string;
  /** Only when inviting: the e-mail of an existing person is theirs (the edit contract refuses it). */
  email?: string;
  position: string | null;
  phone: string | null;
  permissions: CompanyPermission[];
}

function BackLink() {
  const { t } = useTranslation('company-employees');
  return (
    <Link
      to={paths.b2b.employees}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('edit.back')}
    </Link>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Card className="mt-6">
      <CardBody className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-ink-600">
          <Lock className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="font-semibold text-ink-900">{title}</h2>
          <p className="mt-1 text-sm text-ink-600">{text}</p>
        </div>
      </CardBody>
    </Card>
  );
}

export function EmployeeEditPage() {
  const { t } = useTranslation('company-employees');
  const { employeeId } = useParams();
  const access = useCallerAccess();
  const employee = useEmployee(access.companyId, employeeId);
  const editing = employeeId !== undefined;

  let content;
  if (access.loading || (editing && employee.isPending && access.companyId)) {
    content = <SectionLoading label={t('edit.loading')} spacious />;
  } else if (editing && employee.isError) {
    content =
      employee.error instanceof ApiError && [403, 404].includes(employee.error.status) ? (
        <Notice title={t('edit.notFoundTitle')} text={errorText(employee.error, { formal: true })} />
      ) : (
        <PageLoadError onRetry={() => void employee.refetch()} />
      );
  } else if (!editing && !access.canCreate) {
    content = <Notice title={t('edit.noRightTitle')} text={t('edit.noRightCreate')} />;
  } else if (editing && !access.canEdit) {
    content = <Notice title={t('edit.noRightTitle')} text={t('edit.noRightEdit')} />;
  } else if (editing && employee.data?.isOwner) {
    content = <Notice title={t('edit.ownerTitle')} text={t('edit.ownerText')} />;
  } else {
    content = (
      <EmployeeForm key={employeeId ?? 'new'} access={access} employee={editing ? employee.data! : null} />
    );
  }

  return (
    <PageContainer width="text">
      <BackLink />
      <PageHeader
        className="mt-4"
        title={editing ? t('edit.editTitle') : t('edit.createTitle')}
        description={
          editing
            ? employee.data
              ? t('edit.editDescription', { name: displayName(employee.data) })
              : undefined
            : t('edit.createDescription')
        }
      />
      {content}
    </PageContainer>
  );
}

function valuesOf(employee: Employee | null): EmployeeValues {
  return {
    salutation: employee?.salutation ?? null,
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    ...(employee ? {} : { email: '' }),
    position: employee?.position ?? null,
    phone: employee?.phone ?? null,
    permissions: employee?.permissions ?? [],
  };
}

function EmployeeForm({ access, employee }: { access: CallerAccess; employee: Employee | null }) {
  const { t } = useTranslation('company-employees');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const companyId = access.companyId!;
  const isSelf = employee !== null && employee.id === access.userId;

  const kit = useContractForm<EmployeeValues, CreateEmployeeBody | UpdateEmployeeBody>({
    schema: employee ? UpdateEmployeeBody : CreateEmployeeBody,
    defaultValues: valuesOf(employee),
    serverFieldName: (field) => (field.startsWith('permissions') ? 'permissions' : field),
    onSubmit: async (values) => {
      setSaved(false);
      if (employee) {
        await updateEmployee(companyId, employee.id, values as UpdateEmployeeBody);
        await queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) });
        setSaved(true);
      } else {
        const created = await createEmployee(companyId, values as CreateEmployeeBody);
        setNewlyCreatedEmployee({ name: displayName(created), email: created.email });
        await queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) });
        void navigate(paths.b2b.employees);
      }
    },
  });

  const salutations = (['mrs', 'mr', 'mx'] as const).map((value) => ({
    value,
    label: t(`salutation.${value}`),
  }));

  return (
    <Form form={kit} className="mt-6 space-y-6">
      <Card>
        <CardHeader title={t('edit.person')} icon={<UserRound className="size-5" />} />
        <CardBody>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="salutation"
              label={t('edit.salutation')}
              options={salutations}
              placeholder={t('edit.salutationNone')}
            />
            <div className="hidden sm:block" />
            <TextField name="firstName" label={t('edit.firstName')} required autoComplete="off" />
            <TextField name="lastName" label={t('edit.lastName')} required autoComplete="off" />
            {employee ? (
              <div className="sm:col-span-2">
                <p className="text-sm font-medium text-ink-800">{t('edit.email')}</p>
                <p className="mt-1 text-sm [overflow-wrap:anywhere] text-ink-900">{employee.email}</p>
                <p className="mt-1 text-sm text-ink-500">{t('edit.emailFixed')}</p>
              </div>
            ) : (
              <EmailField
                name="email"
                label={t('edit.email')}
                required
                hint={t('edit.emailHint')}
                className="sm:col-span-2"
                autoComplete="off"
              />
            )}
            <TextField name="position" label={t('edit.position')} emptyAsNull />
            <TelField name="phone" label={t('edit.phone')} emptyAsNull />
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={t('permissions.title')}
          description={t('permissions.description')}
          icon={<KeyRound className="size-5" />}
        />
        <CardBody>
          <PermissionChecklist
            canChange={(permission) => access.holds(permission)}
            lockedReason={isSelf ? t('permissions.own') : null}
          />
        </CardBody>
      </Card>
      <FormFooter saved={saved && !kit.form.formState.isDirty} creating={!employee} />
    </Form>
  );
}

function FormFooter({ saved, creating }: { saved: boolean; creating: boolean }) {
  const { t } = useTranslation('company-employees');
  const kit = useFormKit();
  const message =
    kit?.status === 'invalid'
      ? t('edit.invalid')
      : kit?.status === 'save_failed'
        ? errorText(kit.saveError, { formal: true })
        : null;
  return (
    <div className="space-y-4">
      {message && (
        <p
          role="alert"
          className="flex gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
          {message}
        </p>
      )}
      {saved && (
        <p
          role="status"
          className="flex gap-3 rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t('edit.saved')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link to={paths.b2b.employees} className={buttonClasses({ variant: 'secondary' })}>
          {t('edit.cancel')}
        </Link>
        <SubmitButton>{creating ? t('edit.submitCreate') : t('edit.submitEdit')}</SubmitButton>
      </div>
    </div>
  );
}
