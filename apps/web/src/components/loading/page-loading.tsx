import { useTranslation } from 'react-i18next';
import { formalContext } from '../../lib/formality';
import { PageContainer } from '../layouts/app-frame';
import { Spinner } from '../ui/spinner';

/** A part of a screen (a tab, a card, the body under a screen's heading) while its data loads. */
export function SectionLoading({ label, spacious = false }: { label?: string; spacious?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={`flex justify-center text-primary-700 ${spacious ? 'py-24' : 'py-12'}`}>
      <Spinner size="lg" label={label ?? t('page.loading', { context: formalContext() })} />
    </div>
  );
}

/** A screen inside the shell while its data loads (the whole-app first load is `LoadingScreen`). */
export function PageLoading({ label }: { label?: string }) {
  return (
    <PageContainer>
      <SectionLoading label={label} spacious />
    </PageContainer>
  );
}
