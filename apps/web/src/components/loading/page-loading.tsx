import { useTranslation } from 'react-i18next';
import { PageContainer } from '../layouts/app-frame';
import { Spinner } from '../ui/spinner';

/** A screen inside the shell while its data loads (the whole-app first load is `LoadingScreen`). */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <PageContainer>
      <div className="flex justify-center py-24 text-primary-700">
        <Spinner size="lg" label={label ?? t('page.loading')} />
      </div>
    </PageContainer>
  );
}
