import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { updateAccountMetadata } from '../../../shared/applicant/account-query';

/**
 * The study model DMS explained (decision 151). "Nicht mehr anzeigen" sets `hideDmsInfoModalJobOpenings`, the
 * self-matching variant of the user flag; the modal still opens from the "Was ist DMS?" link.
 */
export function DmsInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('selfmatching');
  const queryClient = useQueryClient();
  const [hide, setHide] = useState(false);
  const checkboxId = useId();
  const close = () => {
    if (hide) {
      void updateAccountMetadata(
        queryClient,
        { hideDmsInfoModalJobOpenings: true },
        { reactToErrors: false },
      ).catch(() => undefined);
    }
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('dms.title')}
      description={t('dms.intro')}
      footer={
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2 text-sm text-ink-700">
            <input
              id={checkboxId}
              type="checkbox"
              checked={hide}
              onChange={(event) => setHide(event.target.checked)}
              className="size-5 accent-primary-700"
            />
            {t('dms.dontShowAgain')}
          </label>
          <Button onClick={close}>{t('dms.close')}</Button>
        </div>
      }
    >
      <div className="space-y-4 text-sm text-ink-700">
        <div className="rounded-xl bg-ink-50 p-4">
          <p className="font-semibold text-ink-900">{t('studyModels.DS')}</p>
          <p className="mt-1">{t('dms.ds')}</p>
        </div>
        <div className="rounded-xl bg-violet-50 p-4">
          <p className="font-semibold text-violet-900">{t('studyModels.DMS')}</p>
          <p className="mt-1">{t('dms.dms')}</p>
        </div>
        <p>{t('dms.both')}</p>
      </div>
    </Modal>
  );
}
