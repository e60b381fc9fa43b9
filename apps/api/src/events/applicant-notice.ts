/**
 * Turns an applicant event's texts (a template of `templates/`, rendered in the applicant's stored portal
 * language, decision 270) into what the applicant is told: the in-portal notification and the mail(s), both
 * linking to the same portal path. A mail is left out when the applicant's notification setting for it is off (a
 * security notice has no setting and always goes out).
 */
import type { NotificationSettings } from '@portal/contracts';
import { applicantMail, type ApplicantMailRecipient } from '../mail/applicant-mail';
import type { Localized } from '../mail/mail-language';
import type { Notice } from './record-event';

export interface ApplicantEventMail {
  subject: string;
  paragraphs: string[];
  actionLabel: string;
  /** Another address than the applicant's (e.g. the old one after a change). */
  to?: string;
}

/** The texts of one applicant event in one language (a template renders them in the applicant's, decision 271). */
export interface ApplicantEventTexts {
  kind: string;
  notification: { title: string; body: string };
  mail: ApplicantEventMail | ApplicantEventMail[];
  /** The setting that may switch the mail off; `null`: always sent. Default: status updates. */
  setting?: keyof NotificationSettings | null;
}

export function applicantNotice(
  publicUrl: string,
  applicant: ApplicantMailRecipient & { id: string },
  localized: Localized<ApplicantEventTexts>,
  link: string,
): Notice {
  const texts = localized(applicant.preferredLanguage);
  const setting = texts.setting === undefined ? 'status_updates_email' : texts.setting;
  const mails = Array.isArray(texts.mail) ? texts.mail : [texts.mail];
  return {
    notification: { recipientId: applicant.id, kind: texts.kind, ...texts.notification, link },
    mail: mails.map((mail) => applicantMail(publicUrl, applicant, { ...mail, setting, link })),
  };
}
