/** The latest audit entries about the applicant: who, when, what. */
import type { AuditTrailEntry } from '@portal/contracts';
import { History } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

export function AuditTrailCard({ entries }: { entries: readonly AuditTrailEntry[] }) {
  const { t } = useTranslation('advisor');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('audit.title')}</span>}
        icon={<History className="size-5" />}
      />
      <CardBody>
        {entries.length === 0 ? (
          <p className="text-sm text-ink-600">{t('audit.empty')}</p>
        ) : (
          <ol className="space-y-3 border-s border-ink-200 ps-4">
            {entries.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="font-medium text-ink-900">
                  {t([`audit.actions.${entry.action.replace('.', '_')}`, 'audit.actions.other'], {
                    action: entry.action,
                  })}
                </p>
                <p className="text-ink-500">
                  {entry.actorName ?? t('audit.system')} · {formatDateTime(entry.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
