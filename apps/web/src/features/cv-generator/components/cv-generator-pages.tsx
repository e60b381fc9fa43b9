/** The two entries of the CV generator: public (`/lebenslauf-generator/…`) and signed in (`/{area}/cvgenerator/…`). */
import type { Account } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/loading/page-state';
import { paths } from '../../../config/paths';
import { useAreaPaths } from '../../../hooks/use-applicant-area';
import { useLanguageName } from '../../../hooks/use-language-name';
import { countryName } from '../../../lib/countries';
import { useAccount } from '../../../shared/applicant/account-query';
import { draftFromAccount } from '../model/cv-draft';
import { CvGenerator } from './cv-generator';

export function PublicCvGeneratorPage() {
  return <CvGenerator owner="public" basePath={paths.cvGenerator} />;
}

function PrefilledGenerator({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('cv-generator');
  const languageName = useLanguageName();
  const basePath = useAreaPaths().cvGenerator;
  const owner = useMemo(() => ({ accountId: account.uuid }), [account.uuid]);
  const prefill = useMemo(
    () =>
      draftFromAccount(account, {
        languageName,
        countryName: (code) => countryName(code, i18n.language),
        drivingLicence: t('prefill.drivingLicence'),
        schoolLeaving: t('prefill.schoolLeaving'),
      }),
    // The prefill is taken once per account; later changes of the language do not rewrite the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [account.uuid],
  );
  return <CvGenerator key={account.uuid} owner={owner} basePath={basePath} prefill={prefill} />;
}

export function ApplicantCvGeneratorPage() {
  const account = useAccount();
  return <QueryContent query={account}>{(data) => <PrefilledGenerator account={data} />}</QueryContent>;
}
