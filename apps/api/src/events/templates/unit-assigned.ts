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
}): ApplicantEventTexts {
  const { advisor, courseName } = data;
  if (!advisor) {
    return {
      kind: 'unit.created',
      notification: {
        title: 'Dein Bewerbungsbereich ist eingerichtet',
        body: `Deine Bewerbung für ${courseName} ist jetzt im Portal. Deine Studienberatung wird dir in Kürze zugeordnet.`,
      },
      mail: [],
    };
  }
  const title = `Deine Studienberatung ist ${advisor.name}`;
  const reach = advisor.phone
    ? `per E-Mail an ${advisor.email} oder telefonisch unter ${advisor.phone}`
    : `per E-Mail an ${advisor.email}`;
  return {
    kind: 'unit.advisor_assigned',
    notification: {
      title,
      body: `${advisor.name} begleitet dich ab jetzt bei deiner Bewerbung für ${courseName}. Im Portal findest du die Kontaktdaten.`,
    },
    mail: {
      subject: title,
      paragraphs: [
        `dein Bewerbungsbereich für ${courseName} am ${data.campusName} ist eingerichtet.`,
        `Deine persönliche Studienberatung ist ${advisor.name}${advisor.city ? ` (${advisor.city})` : ''}. ${advisor.name} begleitet dich durch alle Schritte bis zum Studienvertrag und bestätigt deine Teilnahme an der Infoveranstaltung und am Beratungsgespräch.`,
        `Bei Fragen erreichst du ${advisor.name} ${reach} oder direkt über das Kontaktformular im Portal.`,
      ],
      actionLabel: 'Zum Bewerberportal',
    },
  };
}
