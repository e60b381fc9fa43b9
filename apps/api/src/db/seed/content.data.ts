/**
 * Demo editorial content (issue 12): the FAQ in its four categories, tips for both study areas and news for
 * applicants and partner companies, in German with a few English translations (decision 186) and one draft.
 */
import type { ContentAudience, ContentUnit, FaqCategory } from '@portal/contracts';

interface SeedTranslation {
  language: 'en';
  title: string;
  teaser?: string;
  body: string;
}

interface SeedEntryBase {
  key: string;
  title: string;
  body: string;
  unit?: ContentUnit;
  sortOrder?: number;
  /** Unset: a draft. */
  publishedDaysAgo?: number;
  translations?: SeedTranslation[];
}

export interface SeedFaq extends SeedEntryBase {
  category: FaqCategory;
}
export type SeedTip = SeedEntryBase;
export interface SeedNews extends SeedEntryBase {
  audience: ContentAudience;
  teaser: string;
}

export const FAQ: SeedFaq[] = [
  {
    key: 'faq-what-is-dual',
    category: 'dual_study',
    title: 'Was ist ein duales Studium?',
    body: 'Im dualen Studium wechseln sich **Theoriephasen an der Hochschule** und **Praxisphasen bei deinem Praxispartner** ab. Du bekommst von Anfang an ein Gehalt und sammelst Berufserfahrung, während du deinen Bachelor machst.\n\nMehr zu den Studiengängen findest du auf deinem Weg im Portal.',
    publishedDaysAgo: 60,
  },
  {
    key: 'faq-salary',
    category: 'dual_study',
    title: 'Verdiene ich im dualen Studium Geld?',
    body: 'Ja. Dein Praxispartner zahlt dir für die gesamte Studiendauer eine monatliche Vergütung. Die Höhe legt der Ausbildungsvertrag fest; je nach Branche und Region liegt sie meist zwischen **900 und 1.500 €** im Monat.',
    sortOrder: 1,
    publishedDaysAgo: 60,
  },
  {
    key: 'faq-fees',
    category: 'dual_study',
    title: 'Wer trägt die Studiengebühren?',
    body: 'In vielen Fällen übernimmt der Praxispartner die Studiengebühren ganz oder teilweise. Was für dich gilt, steht in deinem Ausbildungsvertrag. Deine Studienberatung erklärt dir gern die Möglichkeiten.',
    sortOrder: 2,
    publishedDaysAgo: 55,
  },
  {
    key: 'faq-distance',
    category: 'dual_study',
    unit: 'fs',
    title: 'Kann ich das Fernstudium neben dem Beruf machen?',
    body: 'Ja, das Fernstudium ist genau dafür gemacht: Du lernst online mit Skripten, Videos und Live-Sessions und legst deine Prüfungen zu festen Terminen ab. Plane etwa **15 bis 20 Stunden pro Woche** ein.',
    sortOrder: 3,
    publishedDaysAgo: 40,
  },
  {
    key: 'faq-advice-session',
    category: 'study_advice',
    title: 'Wie läuft das Beratungsgespräch ab?',
    body: 'Im ersten Beratungsgespräch lernst du deine Studienberaterin oder deinen Studienberater kennen. Ihr sprecht über deine Wünsche, deinen Studiengang und die nächsten Schritte. Das Gespräch dauert etwa **30 Minuten** und findet per Video oder am Campus statt.',
    publishedDaysAgo: 50,
    translations: [
      {
        language: 'en',
        title: 'What happens in the advisory interview?',
        body: 'In your first advisory interview you get to know your study advisor. You talk about your wishes, your course and the next steps. It takes about **30 minutes**, by video or on campus.',
      },
    ],
  },
  {
    key: 'faq-advisor-reply',
    category: 'study_advice',
    title: 'Wie schnell antwortet meine Studienberatung?',
    body: 'Auf Fragen über die FAQ antworten wir in der Regel innerhalb von etwa **24 Stunden**, auf Anfragen über das Kontaktformular innerhalb von **2 bis 3 Tagen**.',
    sortOrder: 1,
    publishedDaysAgo: 50,
  },
  {
    key: 'faq-confirmation',
    category: 'study_advice',
    title: 'Wann wird meine Teilnahme am Infoabend bestätigt?',
    body: 'Deine Studienberatung bestätigt die Teilnahme normalerweise innerhalb von **3 Werktagen**. Ist nach einer Woche noch nichts passiert, melde dich bitte über die Kontaktseite.',
    sortOrder: 2,
    publishedDaysAgo: 45,
  },
  {
    key: 'faq-documents-needed',
    category: 'data_and_documents',
    title: 'Welche Unterlagen brauche ich für die Bewerbung?',
    body: 'Für deine Bewerbung brauchst du:\n\n- dein **Abschlusszeugnis** (Hochschulzugangsberechtigung),\n- einen tabellarischen **Lebenslauf**,\n- bei internationalen Zeugnissen einen Nachweis deiner **Deutschkenntnisse** (mindestens B2).\n\nDu lädst alles in Schritt 1 unter „Meine Daten“ hoch.',
    publishedDaysAgo: 58,
    translations: [
      {
        language: 'en',
        title: 'Which documents do I need for my application?',
        body: 'For your application you need:\n\n- your **school-leaving certificate** (university entrance qualification),\n- a **CV**,\n- for international certificates, proof of your **German skills** (at least B2).\n\nYou upload everything in step 1 under "My data".',
      },
    ],
  },
  {
    key: 'faq-certificate-missing',
    category: 'data_and_documents',
    title: 'Ich habe mein Zeugnis noch nicht. Kann ich mich trotzdem bewerben?',
    body: 'Ja. Lade dein letztes Halbjahreszeugnis hoch und reiche das Abschlusszeugnis nach, sobald du es hast. Die Zeugnisse werden innerhalb von bis zu **14 Tagen** geprüft.',
    sortOrder: 1,
    publishedDaysAgo: 30,
  },
  {
    key: 'faq-formats',
    category: 'data_and_documents',
    title: 'In welchem Format lade ich Dokumente hoch?',
    body: 'Du kannst **PDF, JPG und PNG** bis zu 14 MB pro Datei hochladen. Achte darauf, dass alles gut lesbar ist – ein Scan ist besser als ein schräges Handyfoto.',
    sortOrder: 2,
    publishedDaysAgo: 30,
  },
  {
    key: 'faq-health-insurance',
    category: 'data_and_documents',
    title: 'Wie alt darf mein Nachweis der Krankenversicherung sein?',
    body: 'Der Nachweis darf **nicht älter als 3 Monate** sein. Du bekommst ihn kostenlos bei deiner Krankenkasse – oft direkt in deren App.',
    sortOrder: 3,
    publishedDaysAgo: 20,
  },
  {
    key: 'faq-find-partner',
    category: 'partner_search',
    unit: 'ds',
    title: 'Wie finde ich einen Praxispartner?',
    body: 'Im **Self-Matching** siehst du Stellen von Unternehmen, die zu deinem Studiengang und Wohnort passen. Zeige Interesse an einer Stelle, und das Unternehmen kann dich zum Gespräch einladen. Deine Studienberatung schlägt dir zusätzlich passende Stellen vor.',
    publishedDaysAgo: 42,
  },
  {
    key: 'faq-own-partner',
    category: 'partner_search',
    unit: 'ds',
    title: 'Ich habe schon einen Praxispartner. Was muss ich tun?',
    body: 'Super! Gib in Schritt 5 an, dass du einen Praxispartner gefunden hast, und nenne uns eine Ansprechperson im Unternehmen. Wir melden uns dort wegen des Ausbildungsvertrags.',
    sortOrder: 1,
    publishedDaysAgo: 42,
  },
  {
    key: 'faq-no-partner',
    category: 'partner_search',
    unit: 'ds',
    title: 'Was passiert, wenn ich bis zum Studienstart keinen Praxispartner finde?',
    body: 'Sprich früh mit deiner Studienberatung. Oft hilft es, den Suchradius zu vergrößern oder einen späteren Studienstart zu wählen. Ohne Praxispartner ist ein duales Studium nicht möglich, ein Wechsel ins Fernstudium aber schon.',
    sortOrder: 2,
    publishedDaysAgo: 35,
  },
];

export const TIPS: SeedTip[] = [
  {
    key: 'tip-motivation',
    title: 'So überzeugt dein Kurzprofil',
    body: 'Schreib konkret, **warum** dich der Studiengang interessiert und was du mitbringst. Praxispartner lesen viele Profile – drei klare Sätze wirken besser als eine ganze Seite.\n\n1. Wer bist du?\n2. Was kannst du schon?\n3. Was willst du im Betrieb lernen?',
    unit: 'ds',
    publishedDaysAgo: 30,
    translations: [
      {
        language: 'en',
        title: 'How your short profile convinces',
        body: 'Be concrete about **why** the course interests you and what you bring. Practice partners read many profiles – three clear sentences beat a whole page.\n\n1. Who are you?\n2. What can you do already?\n3. What do you want to learn at the company?',
      },
    ],
  },
  {
    key: 'tip-interview',
    title: 'Gut vorbereitet ins Vorstellungsgespräch',
    body: 'Informiere dich vorab über das Unternehmen, überlege dir zwei, drei Fragen und übe deine Vorstellung laut. Bei Video-Gesprächen: Kamera auf Augenhöhe, ruhiger Hintergrund, Technik 10 Minuten vorher testen.',
    unit: 'ds',
    sortOrder: 1,
    publishedDaysAgo: 28,
  },
  {
    key: 'tip-radius',
    title: 'Suchradius clever wählen',
    body: 'Ein größerer Suchradius bringt dir mehr passende Stellen. Überleg dir, wie lange du pendeln möchtest – **20 km** sind mit Bus und Bahn oft gut machbar.',
    unit: 'ds',
    sortOrder: 2,
    publishedDaysAgo: 25,
  },
  {
    key: 'tip-documents-early',
    title: 'Unterlagen früh hochladen',
    body: 'Je früher deine Unterlagen vollständig sind, desto schneller geht es weiter. Die Prüfung dauert bis zu 14 Tage – warte also nicht bis kurz vor Studienbeginn.',
    sortOrder: 3,
    publishedDaysAgo: 21,
  },
  {
    key: 'tip-study-plan',
    title: 'Feste Lernzeiten im Fernstudium',
    body: 'Plane feste Lernblöcke in deinen Kalender ein, zum Beispiel **zweimal abends und einmal am Wochenende**. Kleine, regelmäßige Einheiten sind wirksamer als lange Sessions kurz vor der Prüfung.',
    unit: 'fs',
    sortOrder: 4,
    publishedDaysAgo: 18,
  },
  {
    key: 'tip-community',
    title: 'Lerngruppen finden',
    body: 'Auch im Fernstudium bist du nicht allein: In den Online-Lerngruppen deines Studiengangs tauschst du dich mit anderen aus. Den Link findest du im Campus-Bereich deiner Hochschule.',
    unit: 'fs',
    sortOrder: 5,
    publishedDaysAgo: 15,
  },
  {
    key: 'tip-info-evening',
    title: 'Nutze den Infoabend',
    body: 'Am Infoabend lernst du Lehrende, Studierende und oft auch Praxispartner kennen. Schreib dir vorher deine Fragen auf – dann gehst du mit Antworten nach Hause.',
    sortOrder: 6,
    publishedDaysAgo: 12,
  },
];

export const NEWS: SeedNews[] = [
  {
    key: 'news-info-berlin',
    audience: 'applicant',
    unit: 'ds',
    title: 'Infoabend am Campus Berlin',
    teaser: 'Lerne Studiengänge, Lehrende und Praxispartner an einem Abend kennen.',
    body: 'Am Infoabend stellen wir alle dualen Studiengänge vor. Im Anschluss beantworten Studierende deine Fragen zum Alltag zwischen Hörsaal und Betrieb.\n\n**Wann:** Donnerstag, 18 Uhr\n**Wo:** Campus Berlin, Raum 1.04',
    publishedDaysAgo: 2,
    translations: [
      {
        language: 'en',
        title: 'Information evening at Campus Berlin',
        teaser: 'Meet courses, lecturers and practice partners in one evening.',
        body: 'At the information evening we present all dual-study courses. Afterwards students answer your questions about life between lecture hall and company.\n\n**When:** Thursday, 6 pm\n**Where:** Campus Berlin, room 1.04',
      },
    ],
  },
  {
    key: 'news-hamburg-partners',
    audience: 'applicant',
    unit: 'ds',
    title: 'Neue Praxispartner in Hamburg',
    teaser: 'Zehn Unternehmen aus Logistik und Handel suchen dual Studierende.',
    body: 'Für den Start im Wintersemester 2027/28 sind neue Stellen in Hamburg hinzugekommen. Schau im **Self-Matching** nach passenden Angeboten.',
    publishedDaysAgo: 9,
  },
  {
    key: 'news-motivation',
    audience: 'applicant',
    title: 'So gelingt dein Motivationsschreiben',
    teaser: 'Fünf Tipps, mit denen dein Kurzprofil überzeugt.',
    body: 'Schreib konkret, warum dich der Studiengang interessiert, welche Erfahrungen du mitbringst und was dich an der Praxis reizt. Maximal 1.600 Zeichen – auf den Punkt.',
    publishedDaysAgo: 20,
  },
  {
    key: 'news-fs-semester',
    audience: 'applicant',
    unit: 'fs',
    title: 'Fernstudium: Neue Live-Sessions ab März',
    teaser: 'Jeden Mittwochabend erklären Lehrende die schwierigsten Themen live.',
    body: 'Ab März gibt es für alle Fernstudierenden wöchentliche **Live-Sessions**. Die Aufzeichnungen stehen danach im Online-Campus bereit.',
    publishedDaysAgo: 6,
  },
  {
    key: 'news-app',
    audience: 'both',
    title: 'Das Portal ist jetzt in zehn Sprachen verfügbar',
    teaser: 'Deutsch, Englisch, Spanisch, Französisch und sechs weitere Sprachen.',
    body: 'Die Sprache des Portals lässt sich jederzeit über das Sprachmenü umstellen. Inhalte, die es noch nicht in der gewählten Sprache gibt, erscheinen auf Deutsch.',
    publishedDaysAgo: 14,
  },
  {
    key: 'news-deadline',
    audience: 'applicant',
    title: 'Bewerbungsschluss für den Herbststart',
    teaser: 'Bis zum 15. Juli kannst du dich noch für den Studienstart im Oktober bewerben.',
    body: 'Für einen Start im Oktober sollten deine Unterlagen bis **15. Juli** vollständig sein, damit genug Zeit für die Suche nach einem Praxispartner bleibt.',
    publishedDaysAgo: 33,
  },
  {
    key: 'news-munich',
    audience: 'company',
    title: 'Gesundheitsmanagement jetzt auch in München',
    teaser: 'Ab dem Sommersemester 2027 startet der Studiengang an einem weiteren Standort.',
    body: 'Praxispartner aus dem Gesundheitswesen können ab sofort Stellen für den **Campus München** anlegen.',
    publishedDaysAgo: 4,
  },
  {
    key: 'news-forum',
    audience: 'company',
    title: 'Praxispartner-Forum am Campus Köln',
    teaser: 'Austausch mit Hochschule und anderen Unternehmen – mit Workshop zum Recruiting.',
    body: 'Wir laden alle Praxispartner zum Forum ein. Themen:\n\n- Ansprache der Generation Z\n- Betreuung im Betrieb\n- Neuerungen im Portal',
    publishedDaysAgo: 12,
  },
  {
    key: 'news-comments',
    audience: 'company',
    title: 'Neu im Portal: Kommentare zu Bewerbenden',
    teaser: 'Halten Sie Notizen zu Gesprächen direkt am Profil fest.',
    body: 'Kommentare sind nur für Ihr Unternehmen sichtbar und helfen, Entscheidungen im Team abzustimmen.',
    publishedDaysAgo: 25,
  },
  {
    key: 'news-support',
    audience: 'company',
    title: 'Schneller Kontakt zum Partner-Support',
    teaser: 'Anfragen zu Rechnungen, Stellen und Zugängen jetzt direkt im Hilfebereich.',
    body: 'Im Hilfebereich eröffnen Sie eine Anfrage und verfolgen den Verlauf. Wir antworten in der Regel innerhalb von **zwei Werktagen**.',
    publishedDaysAgo: 31,
  },
  {
    key: 'news-draft-contracts',
    audience: 'company',
    title: 'Ausblick: Verträge digital unterschreiben',
    teaser: 'Bald können Sie Studienverträge direkt im Portal abschließen.',
    body: 'Details folgen.',
  },
];
