import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../components/layouts/app-frame';
import { buttonClasses } from '../../components/ui/button';
import { homePathForMode } from '../../config/paths';
import { usePortalMode } from '../../hooks/use-portal-mode';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const mode = usePortalMode();
  const context = mode === 'company' ? 'formal' : undefined;
  return (
    <PageContainer width="compact">
      <div className="flex flex-col items-center rounded-3xl border border-ink-200 bg-white px-6 py-12 text-center shadow-card sm:px-12 sm:py-16">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Compass className="size-8" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold text-primary-700">{t('notFound.code')}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink-900 sm:text-3xl">{t('notFound.title')}</h1>
        <p className="mt-3 max-w-md text-ink-600">{t('notFound.text', { context })}</p>
        <Link
          to={homePathForMode(mode === 'advisor' ? 'applicant' : mode)}
          className={buttonClasses({ size: 'lg', className: 'mt-8' })}
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t('notFound.backHome')}
        </Link>
      </div>
    </PageContainer>
  );
}
