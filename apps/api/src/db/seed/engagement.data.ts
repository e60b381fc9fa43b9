/**
 * Demo content of the study preparation and the campaigns (decisions 195–199), and the demo applicant's
 * bring-a-friend link with one friend who applied through it. Times are days from the seed's "now".
 */
import type { AudienceUnit, CampaignKind } from '@portal/contracts';

export const TRAINING_MODULES: Array<{
  title: string;
  body: string;
  estimatedMinutes: number;
  unit: AudienceUnit;
}> = [
  {
    title: 'Dein Stundenplan',
    estimatedMinutes: 10,
    unit: 'ds',
    body: `Im dualen Studium wechseln sich **Theoriephasen** an der Hochschule und **Praxisphasen** bei deinem Praxispartner ab.

- Deinen Stundenplan findest du ab vier Wochen vor Semesterstart im Campus-Portal.
- Vorlesungen finden in Blöcken statt, meist Montag bis Freitag zwischen 8:30 und 16:00 Uhr.
- Prüfungstermine stehen am Ende jeder Theoriephase.

> Tipp: Trage dir die Praxisphasen gleich in deinen Kalender ein und sprich Urlaube früh mit deinem Praxispartner ab.`,
  },
  {
    title: 'Moodle & Campus-Login',
    estimatedMinutes: 15,
    unit: 'both',
    body: `Mit deiner Immatrikulation bekommst du eine **Hochschulkennung**. Damit meldest du dich an:

1. im Campus-Portal (Noten, Bescheinigungen, Rückmeldung),
2. in **Moodle** (Skripte, Abgaben, Foren deiner Kurse),
3. im WLAN *eduroam* an allen Standorten.

Aktiviere deine Kennung vor dem ersten Vorlesungstag und richte die Zwei-Faktor-Anmeldung ein. Bei Problemen hilft der IT-Service unter [it-service@dualstudium.example](mailto:it-service@dualstudium.example).`,
  },
  {
    title: 'Wissenschaftliches Arbeiten',
    estimatedMinutes: 30,
    unit: 'both',
    body: `Hausarbeiten, Projektberichte und später deine Bachelorarbeit folgen denselben Regeln:

- **Zitieren**: Jede fremde Idee bekommt eine Quelle. Wir arbeiten mit der APA-Zitierweise.
- **Literatur finden**: Die Hochschulbibliothek gibt dir Zugang zu Fachdatenbanken wie WISO und Springer Link.
- **Gliederung**: Einleitung, Hauptteil, Fazit – mit einer klaren Forschungsfrage.

Im ersten Semester gibt es dazu einen Pflichtkurs. Lies dir vorab den Leitfaden im Moodle-Kurs „Studienstart“ durch.`,
  },
  {
    title: 'Finanzierung & BAföG',
    estimatedMinutes: 20,
    unit: 'both',
    body: `Im dualen Studium zahlt dein Praxispartner dir eine **Vergütung**, oft übernimmt er auch die Studiengebühren. Im Fernstudium finanzierst du dein Studium meist selbst oder mit Unterstützung deines Arbeitgebers.

| Möglichkeit | Für wen? |
| --- | --- |
| BAföG | abhängig vom Einkommen deiner Eltern und deiner Vergütung |
| Bildungskredit | kurzfristige Überbrückung |
| Stipendien | z. B. Deutschlandstipendium, Begabtenförderungswerke |

Stelle deinen BAföG-Antrag möglichst früh – er gilt erst ab dem Monat der Antragstellung.`,
  },
  {
    title: 'Dein erster Tag beim Praxispartner',
    estimatedMinutes: 10,
    unit: 'ds',
    body: `Am ersten Tag lernst du dein Team und deine Betreuerin oder deinen Betreuer kennen.

**Das solltest du dabeihaben:**

- deinen unterschriebenen Ausbildungsvertrag,
- Steuer-ID und Sozialversicherungsnummer,
- die Bankverbindung für deine Vergütung,
- die Mitgliedsbescheinigung deiner Krankenkasse.

Frag nach, wie Arbeitszeiten, Urlaub und Berichtshefte bei euch geregelt sind.`,
  },
  {
    title: 'Prüfungsordnung',
    estimatedMinutes: 25,
    unit: 'both',
    body: `Die **Studien- und Prüfungsordnung** regelt, welche Module du belegst und wie sie bewertet werden.

- Zu jeder Prüfung meldest du dich im Campus-Portal an – die Frist endet zwei Wochen vor dem Termin.
- Eine nicht bestandene Prüfung kannst du zweimal wiederholen.
- Bei Krankheit brauchst du ein ärztliches Attest, das du innerhalb von drei Tagen einreichst.

Die aktuelle Fassung findest du auf der Website deines Studiengangs.`,
  },
  {
    title: 'Selbstorganisation im Fernstudium',
    estimatedMinutes: 15,
    unit: 'fs',
    body: `Im Fernstudium bestimmst du dein Tempo. Damit das gelingt:

- Plane feste Lernzeiten pro Woche ein, zum Beispiel zwei Abende und einen halben Samstag.
- Nutze die **Online-Sprechstunden** deiner Tutorinnen und Tutoren.
- Tausche dich in den Lerngruppen in Moodle mit anderen Studierenden aus.`,
  },
];

export const CAMPAIGNS: Array<{
  title: string;
  description: string;
  kind: CampaignKind;
  startsInDays: number;
  startHour: number;
  durationHours: number | null;
  deadlineInDays: number | null;
  location: string | null;
  onlineUrl: string | null;
  seatLimit: number | null;
  unit: AudienceUnit;
}> = [
  {
    title: 'Infoabend Duales Studium am Campus Berlin',
    description: `Lerne an einem Abend alles rund ums duale Studium kennen:

- Studiengänge und Ablauf von Theorie- und Praxisphasen
- wie du deinen Praxispartner findest
- Fragen an Studierende aus dem 3. Semester

Im Anschluss gibt es eine **Campusführung** und Snacks.`,
    kind: 'info_evening',
    startsInDays: 12,
    startHour: 17,
    durationHours: 2,
    deadlineInDays: 10,
    location: 'Campus Berlin, Friedrichstraße 180, Raum 2.14',
    onlineUrl: null,
    seatLimit: 30,
    unit: 'ds',
  },
  {
    title: 'Webinar: Erfolgreich ins Fernstudium starten',
    description: `In 60 Minuten zeigen wir dir, wie du Lernplattform, Prüfungsanmeldung und Lernzeit organisierst. Du kannst im Chat Fragen stellen.

Den Link zum Webinar siehst du nach der Anmeldung.`,
    kind: 'webinar',
    startsInDays: 20,
    startHour: 16,
    durationHours: 1,
    deadlineInDays: null,
    location: null,
    onlineUrl: 'https://webinar.dualstudium.example/fernstudium-start',
    seatLimit: 100,
    unit: 'both',
  },
  {
    title: 'Gewinnspiel: Freunde werben und Tablet gewinnen',
    description: `Mach beim Gewinnspiel mit und lade deine Freundinnen und Freunde ein, sich zu bewerben. Unter allen Teilnehmenden verlosen wir **drei Tablets**.

Teilnahmeschluss ist der Tag der Verlosung. Die Gewinnerinnen und Gewinner benachrichtigen wir per E-Mail.`,
    kind: 'raffle',
    startsInDays: 45,
    startHour: 12,
    durationHours: null,
    deadlineInDays: null,
    location: null,
    onlineUrl: null,
    seatLimit: null,
    unit: 'both',
  },
];

/** The demo applicant's friend: applied through the link (an application without account yet). */
export const DEMO_REFERRAL = { referrer: 'bewerber@demo.example', friend: 'mia.schulz@demo.example' };
