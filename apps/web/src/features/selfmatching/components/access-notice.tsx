import type { SelfMatchingAccess } from '@portal/contracts';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/**
 * Shown instead of the lists to an applicant who may not use self-matching yet (decision 149): what is missing and
 * where to go. The API refuses the actions with the same reasons (2730, 2731).
 */
export function AccessNotice({ access }: { access: Exclude<SelfMatchingAccess, 'ready'> }) {
  const { t } = useTranslation('selfmatching');
  const target = access === 'distanceStudyOnly' ? paths.fs.root : paths.ds.root;
  return (
    <Card>
      <CardBody className="flex flex-col items-center py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <Hourglass className="size-7" aria-hidden />
        </span>
        <h2 className="mt-5 text-xl font-bold text-ink-900">{t(`access.${access}.title`)}</h2>
        <p className="mt-2 max-w-lg text-ink-600">{t(`access.${access}.text`)}</p>
        <Link to={target} className={buttonClasses({ className: 'mt-6' })}>
          {t(`access.${access}.action`)}
        </Link>
      </CardBody>
    </Card>
  );
}
