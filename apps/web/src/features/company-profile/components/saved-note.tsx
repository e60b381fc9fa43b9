import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Gespeichert" beside the save button after a successful save. */
export function SavedNote() {
  const { t } = useTranslation('company-profile');
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success-700">
      <CheckCircle2 className="size-4" aria-hidden />
      {t('saved')}
    </p>
  );
}
