/**
 * `/b2b/students`: the dual students placed with the company (decision 207) – a table on wide screens, cards on
 * phones – with course, campus, study start, semester and contract status. Only with `view student contracts`.
 */
import type { PlacedStudent, StudentContractStatus } from '@portal/contracts';
import { School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/format';
import { usePlacedStudents } from '../api/students';
import { Badge, EmptyState, NoPermission, useCompanyPermission } from './business-common';

const CONTRACT_TONES: Record<StudentContractStatus, 'ink' | 'accent' | 'primary' | 'success'> = {
  none: 'ink',
  requested: 'accent',
  prepared: 'primary',
  signed: 'success',
};

function useLabels() {
  const { t } = useTranslation('company-business');
  return {
    semester: (student: PlacedStudent) =>
      student.semester === null
        ? '–'
        : student.semester === 0
          ? t('students.notStarted')
          : t('students.semesterValue', { semester: student.semester }),
    contract: (student: PlacedStudent) => (
      <Badge tone={CONTRACT_TONES[student.contractStatus]}>
        {t(`contractStatus.${student.contractStatus}`)}
      </Badge>
    ),
  };
}

function StudentTable({ students }: { students: PlacedStudent[] }) {
  const { t } = useTranslation('company-business');
  const labels = useLabels();
  return (
    <table className="hidden w-full text-start text-sm md:table">
      <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        <tr>
          <th scope="col" className="px-5 py-3 text-start">
            {t('students.name')}
          </th>
          <th scope="col" className="px-4 py-3 text-start">
            {t('students.course')}
          </th>
          <th scope="col" className="px-4 py-3 text-start">
            {t('students.campus')}
          </th>
          <th scope="col" className="px-4 py-3 text-start">
            {t('students.intake')}
          </th>
          <th scope="col" className="px-4 py-3 text-start">
            {t('students.semester')}
          </th>
          <th scope="col" className="px-5 py-3 text-start">
            {t('students.contract')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {students.map((student) => (
          <tr key={student.id} className="align-top">
            <td className="px-5 py-4">
              <p className="font-semibold text-ink-900">
                {student.firstName} {student.lastName}
              </p>
              <p className="mt-0.5 text-xs text-ink-500">{student.jobOpeningTitle}</p>
            </td>
            <td className="px-4 py-4 text-ink-700">{student.course ?? '–'}</td>
            <td className="px-4 py-4 text-ink-700">{student.campus ?? '–'}</td>
            <td className="px-4 py-4 text-ink-700">
              <bdi dir="ltr">{student.intakeOn ? formatDate(student.intakeOn) : '–'}</bdi>
            </td>
            <td className="px-4 py-4 text-ink-700">{labels.semester(student)}</td>
            <td className="px-5 py-4">{labels.contract(student)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StudentCards({ students }: { students: PlacedStudent[] }) {
  const { t } = useTranslation('company-business');
  const labels = useLabels();
  return (
    <ul className="divide-y divide-ink-100 md:hidden">
      {students.map((student) => (
        <li key={student.id} className="px-5 py-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">
                {student.firstName} {student.lastName}
              </p>
              <p className="text-xs text-ink-500">{student.jobOpeningTitle}</p>
            </div>
            {labels.contract(student)}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-ink-500">{t('students.course')}</dt>
              <dd className="text-ink-800">{student.course ?? '–'}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-500">{t('students.campus')}</dt>
              <dd className="text-ink-800">{student.campus ?? '–'}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-500">{t('students.intake')}</dt>
              <dd className="text-ink-800">
                <bdi dir="ltr">{student.intakeOn ? formatDate(student.intakeOn) : '–'}</bdi>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-500">{t('students.semester')}</dt>
              <dd className="text-ink-800">{labels.semester(student)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function StudentsPage() {
  const { t } = useTranslation('company-business');
  const { companyId, companyName, known, allowed } = useCompanyPermission('view student contracts');
  const students = usePlacedStudents(companyId, allowed);

  return (
    <PageContainer>
      <PageHeader eyebrow={companyName} title={t('students.title')} description={t('students.intro')} />
      {known && !allowed ? (
        <NoPermission text={t('noPermission.students')} />
      ) : (
        <QueryContent query={students}>
          {(items) => (
            <Card className="mt-6 overflow-hidden">
              {items.length === 0 ? (
                <EmptyState
                  icon={<School className="size-6" />}
                  title={t('students.empty')}
                  text={t('students.emptyText')}
                />
              ) : (
                <>
                  <p className="border-b border-ink-100 px-5 py-3 text-sm text-ink-600">
                    {t('students.count', { count: items.length })}
                  </p>
                  <StudentTable students={items} />
                  <StudentCards students={items} />
                </>
              )}
            </Card>
          )}
        </QueryContent>
      )}
    </PageContainer>
  );
}
