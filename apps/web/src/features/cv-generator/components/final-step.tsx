/** `final`: thanks and what comes next — apply (public) or find the CV in the documents (signed in). */
import { ArrowRight, FilePlus2, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { areaPaths, paths } from '../../../config/paths';
import { useApplicantArea } from '../../../hooks/use-applicant-area';
import type { DraftOwner } from '../model/cv-draft';

export function FinalStep({ owner, onNew }: { owner: DraftOwner; onNew: () => void }) {
  const { t } = useTranslation('cv-generator');
  const area = useApplicantArea();
  const signedIn = owner !== 'public';
  // The documents link opens step 1's required-documents sub-step (3), where the CV is listed.
  return (
    <Card className="mx-auto max-w-2xl p-6 text-center sm:p-10">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
        <PartyPopper className="size-7" aria-hidden />
      </div>
      <h2 className="mt-4 text-2xl font-bold text-ink-900">{t('final.heading')}</h2>
      <p className="mx-auto mt-2 max-w-lg text-ink-600">
        {signedIn ? t('final.textSignedIn') : t('final.text')}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {signedIn ? (
          <Link to={`${areaPaths(area).application.documents}/3`} className={buttonClasses({})}>
            {t('final.documents')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        ) : (
          <Link to={paths.apply} className={buttonClasses({})}>
            {t('final.apply')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        )}
        <Button variant="secondary" icon={<FilePlus2 className="size-4" aria-hidden />} onClick={onNew}>
          {t('final.new')}
        </Button>
      </div>
      {!signedIn && <p className="mx-auto mt-6 max-w-lg text-sm text-ink-500">{t('final.privacy')}</p>}
    </Card>
  );
}
