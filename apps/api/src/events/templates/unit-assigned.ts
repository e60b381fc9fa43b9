import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

interface AssignedAdvisor {
  name: string;
  email: string;
  phone: string | null;
  city: string | null;
}

/**
 * A unit of the applicant is set up (decision 041): with its advisor the applicant is notified and mailed who
 * advises them; without one yet (none available) only notified that the advisor follows.
 */
export function unitAssigned(data: {
  courseName: string;
  campusName: string;
  advisor: AssignedAdvisor | null;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const { advisor } = data;
    if (!advisor) {
      return {
        kind: 'unit.created',
        notification: {
          title: t('unitAssigned.pendingTitle'),
          body: t('unitAssigned.pendingBody', { course: data.courseName }),
        },
        mail: [],
      };
    }
    const params = {
      advisorName: advisor.name,
      course: data.courseName,
      campus: data.campusName,
      city: advisor.city ?? '',
      email: advisor.email,
      phone: advisor.phone ?? '',
    };
    const title = t('unitAssigned.title', params);
    return {
      kind: 'unit.advisor_assigned',
      notification: { title, body: t('unitAssigned.body', params) },
      mail: {
        subject: title,
        paragraphs: [
          t('unitAssigned.p1', params),
          t(advisor.city ? 'unitAssigned.p2WithCity' : 'unitAssigned.p2', params),
          t(advisor.phone ? 'unitAssigned.p3WithPhone' : 'unitAssigned.p3', params),
        ],
        actionLabel: t('unitAssigned.action'),
      },
    };
  };
}
