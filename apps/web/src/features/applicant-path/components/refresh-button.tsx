import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

/** "Status prüfen": loads the confirmation state again. */
export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const { t } = useAreaTranslation('steps');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      icon={<RefreshCw className="size-4" aria-hidden />}
      onClick={() => {
        setBusy(true);
        void onRefresh().finally(() => setBusy(false));
      }}
    >
      {t('common.checkStatus')}
    </Button>
  );
}
