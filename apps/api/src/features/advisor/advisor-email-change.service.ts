import { ErrorCode, type AdvisorApplicant, type ChangeApplicantEmailBody } from '@portal/contracts';
import {
  identityOfAccount,
  revokeApiSessionsOfAccount,
} from '../../identity-links/identity-links.repository';
import { endSessionsOfIdentity } from '../../identity-links/identity-sessions';
import { emailChangedByAdvisor } from '../../events/templates/email-changed-by-advisor';
import { AppError } from '../../lib/app-error';
import { actOnOwnApplicant, noticeTo, unitPath, type AdvisorContext } from './advisor-action.service';
import { recordEmailChange } from './advisor-email-change.repository';

/**
 * Changes the applicant's portal e-mail (decision 045). Both addresses are told, whatever the notification
 * settings say: a change of the address is a security notice.
 */
export async function changeApplicantEmail(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: ChangeApplicantEmailBody,
): Promise<AdvisorApplicant> {
  const { db } = context;
  return actOnOwnApplicant(context, advisorAccountId, applicantId, async (advisor, applicant) => {
    const from = applicant.account.email;
    const to = body.email.toLowerCase();
    if (to === from) throw new AppError(ErrorCode.APPLICANT_EMAIL_UNCHANGED);
    const link = unitPath(applicant, 'profile');
    const result = await recordEmailChange(db, {
      applicantId,
      from,
      to,
      advisorAccountId,
      notice: noticeTo(
        context,
        applicant,
        emailChangedByAdvisor({ advisorName: advisor.name, from, to }),
        link,
      ),
    });
    if (result === 'taken') throw new AppError(ErrorCode.APPLICANT_EMAIL_TAKEN);
    if (result === 'changed') throw new AppError(ErrorCode.APPLICANT_EMAIL_CHANGED);
    // A changed address is a security event: whoever is signed in as this applicant signs in again (decision 057).
    await revokeApiSessionsOfAccount(db, applicantId);
    const identity = await identityOfAccount(db, applicantId);
    if (identity) await endSessionsOfIdentity(context, identity);
  });
}
