import { ErrorCode, type AdvisorApplicant, type ChangeApplicantEmailBody } from '@portal/contracts';
import {
  identityOfAccount,
  revokeApiSessionsOfAccount,
} from '../../identity-links/identity-links.repository';
import { endSessionsOfIdentity } from '../../identity-links/identity-sessions';
import { AppError } from '../../lib/app-error';
import {
  actOnOwnApplicant,
  CONFLICT_MESSAGES,
  mailApplicant,
  unitPath,
  type AdvisorContext,
} from './advisor-action.service';
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
  return actOnOwnApplicant(db, advisorAccountId, applicantId, async (advisor, applicant) => {
    const from = applicant.account.email;
    const to = body.email.toLowerCase();
    if (to === from) throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.emailUnchanged);
    const link = unitPath(applicant, 'profile');
    const result = await recordEmailChange(db, {
      applicantId,
      from,
      to,
      advisorAccountId,
      notification: {
        recipientId: applicantId,
        kind: 'account.email_changed',
        title: 'Deine E-Mail-Adresse wurde geändert',
        body: `${advisor.name} hat deine E-Mail-Adresse im Portal auf ${to} geändert. Bitte bestätige sie im Portal.`,
        link,
      },
    });
    if (result === 'taken') throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.emailTaken);
    if (result === 'changed') throw new AppError(ErrorCode.CONFLICT, CONFLICT_MESSAGES.emailChanged);
    // A changed address is a security event: whoever is signed in as this applicant signs in again (decision 057).
    await revokeApiSessionsOfAccount(db, applicantId);
    const identity = await identityOfAccount(db, applicantId);
    if (identity) await endSessionsOfIdentity(context, identity);
    const paragraphs = (address: string) => [
      `${advisor.name} hat deine E-Mail-Adresse im Bewerberportal von ${from} auf ${to} geändert. Nachrichten aus dem Portal gehen ab jetzt an ${address === to ? 'diese' : 'die neue'} Adresse.`,
      'Deine Anmeldedaten bleiben unverändert: Du meldest dich weiter wie bisher an. Bitte bestätige die neue Adresse im Portal.',
      'Du hast keine Änderung veranlasst? Dann wende dich bitte sofort an deine Studienberatung.',
    ];
    for (const address of [to, from]) {
      await mailApplicant(context, applicant, {
        to: address,
        setting: null,
        subject: 'Deine E-Mail-Adresse im Bewerberportal wurde geändert',
        paragraphs: paragraphs(address),
        actionLabel: 'Zum Bewerberportal',
        link,
      });
    }
  });
}
