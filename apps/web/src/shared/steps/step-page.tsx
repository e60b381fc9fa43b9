import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../components/layouts/app-frame';
import { areaPaths } from '../../config/paths';
import { useApplicantArea } from '../../hooks/use-applicant-area';

/** The page column of a multi-step screen, with the way back to the overview (by default the area's start page). */
export function StepPage({
  backTo,
  width = 'wide',
  children,
}: {
  backTo?: string;
  /** `text` for screens without an aside, so forms keep a readable width. */
  width?: 'wide' | 'text';
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const area = useApplicantArea();
  return (
    <PageContainer width={width}>
      <Link
        to={backTo ?? areaPaths(area).root}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('page.backToOverview')}
      </Link>
      <div className="mt-4">{children}</div>
    </PageContainer>
  );
}
