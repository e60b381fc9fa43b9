/**
 * What the applicant is told of a match transition (decision 140), informal "du". `null`: nothing to tell (the
 * applicant acted, or the transition does not concern them). The advisor's suggestion has its own template
 * (`job-opening-suggested`).
 */
import type { ApplicantEventTexts } from '../applicant-notice';
import { MATCH_REMINDER_DAYS, type MatchFacts } from './match-facts';

/** The texts and where they lead: the opening's page, or self-matching to look for other openings. */
export interface MatchApplicantTexts extends ApplicantEventTexts {
  link: 'opening' | 'overview';
}

const list = (dates: string[]) => dates.map((date) => `• ${date}`).join('\n');

export function matchApplicantTexts(facts: MatchFacts): MatchApplicantTexts | null {
  const { title, companyName } = facts;
  switch (facts.event) {
    case 'company_interested':
      if (facts.to === 'awaiting_applicant_interest') {
        return text(
          'match.company_interested',
          'Ein Unternehmen interessiert sich für dich',
          [
            `${companyName} interessiert sich für dich als Kandidat*in für „${title}“.`,
            'Schau dir die Stelle im Portal an und sag, ob du auch Interesse hast – dann geht es mit einem Kennenlerngespräch weiter.',
          ],
          'Stelle ansehen',
        );
      }
      return text(
        'match.mutual_interest',
        `${companyName} hat dein Interesse erwidert`,
        [
          `Gute Nachrichten: ${companyName} möchte dich für „${title}“ kennenlernen.`,
          'Als Nächstes schlägt dir das Unternehmen Termine für ein Gespräch vor. Du bekommst Bescheid, sobald sie da sind.',
        ],
        'Stelle ansehen',
      );
    case 'interview_proposed':
      return text(
        'match.interview_proposed',
        `${companyName} schlägt dir Gesprächstermine vor`,
        [
          `${companyName} möchte dich für „${title}“ zu einem Gespräch einladen und schlägt dir diese Termine vor:`,
          list(facts.interviewSuggestions),
          'Wähle im Portal den Termin, der dir am besten passt. Danach bekommt ihr beide eine Kalenderdatei.',
        ],
        'Termin wählen',
      );
    case 'interview_date_chosen':
      // The applicant chose: a confirmation mail with the calendar file, no notification of their own move.
      return {
        kind: 'match.interview_confirmed',
        link: 'opening',
        notification: {
          title: `Dein Gespräch bei ${companyName}: ${facts.interviewAt}`,
          body: `Du hast den Termin am ${facts.interviewAt} für „${title}“ gewählt.`,
        },
        mail: {
          subject: `Dein Gespräch bei ${companyName}: ${facts.interviewAt}`,
          paragraphs: [
            `Danke, du hast den Termin am ${facts.interviewAt} für „${title}“ bei ${companyName} gewählt.`,
            ...(facts.interviewDetails ? [`Ort bzw. Zugang: ${facts.interviewDetails}`] : []),
            'Im Anhang findest du den Termin als Kalenderdatei. Viel Erfolg beim Gespräch!',
          ],
          actionLabel: 'Zur Stelle',
        },
      };
    case 'trial_day_scheduled':
      return text(
        'match.trial_day_scheduled',
        `${companyName} lädt dich zu einem Probetag ein`,
        [
          `Nach eurem Gespräch lädt dich ${companyName} für „${title}“ zu einem Probetag am ${facts.trialDayAt} ein.`,
          ...(facts.interviewDetails ? [`Ort bzw. Zugang: ${facts.interviewDetails}`] : []),
          'Im Anhang findest du den Termin als Kalenderdatei. Wir drücken dir die Daumen!',
        ],
        'Zur Stelle',
      );
    case 'company_accepted':
      if (facts.to === 'offer_accepted') {
        return text(
          'match.offer_accepted',
          `Geschafft: ${companyName} hat deine Zusage bestätigt`,
          [
            `Herzlichen Glückwunsch! ${companyName} hat deine Zusage für „${title}“ bestätigt – der Platz ist dir sicher.`,
            'Als Nächstes geht es um deinen Studienvertrag. Im Portal siehst du, wie es weitergeht.',
          ],
          'Zur Stelle',
        );
      }
      return text(
        'match.offer',
        `${companyName} bietet dir den Studienplatz an`,
        [
          `Herzlichen Glückwunsch! ${companyName} möchte dich für „${title}“ haben und bietet dir den Platz an.`,
          'Sag im Portal zu oder ab – das Unternehmen wartet auf deine Antwort.',
        ],
        'Angebot ansehen',
      );
    case 'company_rejected':
      return text(
        'match.rejected',
        `Neuigkeiten zu „${title}“`,
        [
          `${companyName} hat sich bei „${title}“ für eine andere Besetzung entschieden. Das ist schade, und wir wissen, dass so eine Nachricht enttäuscht.`,
          ...(facts.feedbackText
            ? [`Das Unternehmen hat dir dazu ein paar Worte mitgegeben: „${facts.feedbackText}“`]
            : []),
          'Eine Absage sagt nichts über deinen Wert aus. Im Portal warten weitere Stellen, die zu dir passen – schau gern gleich vorbei.',
        ],
        'Weitere Stellen ansehen',
        'overview',
      );
    case 'opening_staffed':
      return text(
        'match.opening_staffed',
        `„${title}“ ist inzwischen besetzt`,
        [
          `Die Stelle „${title}“ bei ${companyName} ist inzwischen mit einer anderen Person besetzt. Das hat nichts mit dir zu tun – die Plätze waren einfach vergeben.`,
          'Schau dir die anderen Stellen im Portal an; wir zeigen dir die, die am besten zu dir passen.',
        ],
        'Weitere Stellen ansehen',
        'overview',
      );
    case 'opening_closed':
      return text(
        'match.opening_closed',
        `„${title}“ wird nicht mehr angeboten`,
        [
          `${companyName} hat die Stelle „${title}“ geschlossen; sie wird nicht mehr besetzt. Das hat nichts mit dir zu tun.`,
          'Im Portal findest du weitere Stellen, die zu dir passen – vielleicht ist gleich die nächste die richtige.',
        ],
        'Weitere Stellen ansehen',
        'overview',
      );
    case 'expired':
      return text(
        'match.expired',
        `„${title}“: Der Kontakt wurde beendet`,
        [
          facts.silentSide === 'applicant'
            ? `Zu „${title}“ bei ${companyName} haben wir ${MATCH_REMINDER_DAYS.expiry} Tage lang keine Antwort von dir bekommen – trotz Erinnerung. Damit niemand länger wartet, haben wir den Kontakt beendet.`
            : `${companyName} hat sich zu „${title}“ ${MATCH_REMINDER_DAYS.expiry} Tage lang nicht gemeldet, obwohl wir nachgehakt haben. Damit du nicht länger wartest, haben wir den Kontakt beendet.`,
          'Im Portal findest du weitere Stellen, die zu dir passen.',
        ],
        'Weitere Stellen ansehen',
        'overview',
      );
    default:
      return null;
  }
}

/** `link`: `opening` (the opening's page) or `overview` (self-matching, to look for other openings). */
function text(
  kind: string,
  title: string,
  paragraphs: string[],
  actionLabel: string,
  link: 'opening' | 'overview' = 'opening',
): MatchApplicantTexts {
  return {
    kind,
    notification: { title, body: paragraphs[0]! },
    mail: { subject: title, paragraphs, actionLabel },
    link,
  };
}
