/**
 * What the company's people who handle openings are told of a match transition (decision 140), formal "Sie".
 * `null`: nothing to tell (the company acted, or the transition does not concern it). The trial-day
 * confirmation goes to the acting company user with the calendar file.
 */
import { MATCH_REMINDER_DAYS, type CompanyMatchTexts, type MatchFacts } from './match-facts';

export function matchCompanyTexts(facts: MatchFacts): CompanyMatchTexts | null {
  const { title, applicantName: name } = facts;
  switch (facts.event) {
    case 'applicant_interested':
      if (facts.to === 'awaiting_partner_interest') {
        return texts(
          'match.applicant_interested',
          `${name} interessiert sich für „${title}“`,
          [
            `${name} hat Interesse an Ihrer Stelle „${title}“ bekundet.`,
            'Sehen Sie sich das Profil im Unternehmensportal an und teilen Sie mit, ob Sie ebenfalls Interesse haben. Erst dann sehen Sie die Kontaktdaten.',
          ],
          'Profil ansehen',
        );
      }
      return texts(
        'match.mutual_interest',
        `${name} hat Ihr Interesse erwidert`,
        [
          `${name} hat Ihr Interesse an „${title}“ erwidert.`,
          'Schlagen Sie jetzt im Unternehmensportal Termine für ein Gespräch vor; die Kontaktdaten sind ab sofort sichtbar.',
        ],
        'Termine vorschlagen',
      );
    case 'applicant_declined':
      return texts(
        'match.applicant_declined',
        `${name} hat „${title}“ abgesagt`,
        [
          `${name} hat sich gegen „${title}“ entschieden und steht für diese Stelle nicht mehr zur Verfügung.`,
          'Im Unternehmensportal finden Sie weitere passende Bewerber*innen in den Empfehlungen.',
        ],
        'Zur Stelle',
      );
    case 'interview_date_chosen':
      return texts(
        'match.interview_date_chosen',
        `Gesprächstermin mit ${name}: ${facts.interviewAt}`,
        [
          `${name} hat für „${title}“ den Termin am ${facts.interviewAt} gewählt.`,
          ...(facts.interviewDetails ? [`Ort bzw. Zugang laut Ihrer Angabe: ${facts.interviewDetails}`] : []),
          'Im Anhang finden Sie den Termin als Kalenderdatei.',
        ],
        'Profil ansehen',
      );
    case 'trial_day_scheduled':
      return texts(
        'match.trial_day_confirmed',
        `Probetag mit ${name}: ${facts.trialDayAt}`,
        [
          `Sie haben ${name} für „${title}“ zu einem Probetag am ${facts.trialDayAt} eingeladen.`,
          'Im Anhang finden Sie den Termin als Kalenderdatei; die Einladung ist auch an die Bewerberin bzw. den Bewerber gegangen.',
        ],
        'Profil ansehen',
      );
    case 'applicant_accepted':
      if (facts.to === 'offer_accepted') {
        return texts(
          'match.offer_accepted',
          `${name} hat Ihr Angebot angenommen`,
          [
            `${name} hat Ihr Angebot für „${title}“ angenommen – herzlichen Glückwunsch zur neuen Besetzung!`,
            'Im Unternehmensportal können Sie jetzt den Studienvertrag anfordern.',
          ],
          'Zum Vertrag',
        );
      }
      return texts(
        'match.applicant_committed',
        `${name} möchte den Platz „${title}“`,
        [
          `${name} möchte den Studienplatz „${title}“ bei Ihnen annehmen.`,
          'Bitte bestätigen Sie im Unternehmensportal, ob Sie den Platz vergeben möchten.',
        ],
        'Jetzt entscheiden',
      );
    case 'applicant_rejected_offer':
      return texts(
        'match.offer_rejected',
        `${name} hat Ihr Angebot abgelehnt`,
        [
          `${name} hat Ihr Angebot für „${title}“ leider abgelehnt.`,
          'Die Stelle bleibt für weitere Bewerber*innen offen; passende Empfehlungen finden Sie im Unternehmensportal.',
        ],
        'Zur Stelle',
      );
    case 'expired':
      return texts(
        'match.expired',
        `„${title}“: Kontakt mit ${name} beendet`,
        [
          facts.silentSide === 'company'
            ? `Zu „${title}“ kam ${MATCH_REMINDER_DAYS.expiry} Tage lang keine Rückmeldung von Ihrem Unternehmen an ${name}, obwohl wir zweimal erinnert haben. Damit niemand länger wartet, haben wir den Kontakt beendet.`
            : `${name} hat auf „${title}“ ${MATCH_REMINDER_DAYS.expiry} Tage lang nicht geantwortet, obwohl wir nachgehakt haben. Damit Sie nicht länger warten, haben wir den Kontakt beendet.`,
          'Weitere passende Bewerber*innen finden Sie in den Empfehlungen der Stelle.',
        ],
        'Zur Stelle',
      );
    default:
      return null;
  }
}

function texts(kind: string, title: string, paragraphs: string[], actionLabel: string): CompanyMatchTexts {
  return { kind, title, body: paragraphs[0]!, mail: { subject: title, paragraphs, actionLabel } };
}
