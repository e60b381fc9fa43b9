/**
 * The server's message catalogue: every text the API writes itself (provider pages, mails, notifications, PDFs)
 * in all ten languages, one JSON file per language and namespace (`locales/<lang>/<namespace>.json`). German is
 * the source; `catalogue.test.ts` checks every other language against it. Imported statically so the bundle
 * carries them (decision 261).
 */
import type { Locale } from '@portal/contracts';

import de_identity from './locales/de/identity.json';
import de_mail from './locales/de/mail.json';
import de_events from './locales/de/events.json';
import de_newsletter from './locales/de/newsletter.json';
import de_documents from './locales/de/documents.json';
import en_identity from './locales/en/identity.json';
import en_mail from './locales/en/mail.json';
import en_events from './locales/en/events.json';
import en_newsletter from './locales/en/newsletter.json';
import en_documents from './locales/en/documents.json';
import es_identity from './locales/es/identity.json';
import es_mail from './locales/es/mail.json';
import es_events from './locales/es/events.json';
import es_newsletter from './locales/es/newsletter.json';
import es_documents from './locales/es/documents.json';
import fr_identity from './locales/fr/identity.json';
import fr_mail from './locales/fr/mail.json';
import fr_events from './locales/fr/events.json';
import fr_newsletter from './locales/fr/newsletter.json';
import fr_documents from './locales/fr/documents.json';
import it_identity from './locales/it/identity.json';
import it_mail from './locales/it/mail.json';
import it_events from './locales/it/events.json';
import it_newsletter from './locales/it/newsletter.json';
import it_documents from './locales/it/documents.json';
import ru_identity from './locales/ru/identity.json';
import ru_mail from './locales/ru/mail.json';
import ru_events from './locales/ru/events.json';
import ru_newsletter from './locales/ru/newsletter.json';
import ru_documents from './locales/ru/documents.json';
import pl_identity from './locales/pl/identity.json';
import pl_mail from './locales/pl/mail.json';
import pl_events from './locales/pl/events.json';
import pl_newsletter from './locales/pl/newsletter.json';
import pl_documents from './locales/pl/documents.json';
import ar_identity from './locales/ar/identity.json';
import ar_mail from './locales/ar/mail.json';
import ar_events from './locales/ar/events.json';
import ar_newsletter from './locales/ar/newsletter.json';
import ar_documents from './locales/ar/documents.json';
import fa_identity from './locales/fa/identity.json';
import fa_mail from './locales/fa/mail.json';
import fa_events from './locales/fa/events.json';
import fa_newsletter from './locales/fa/newsletter.json';
import fa_documents from './locales/fa/documents.json';
import tr_identity from './locales/tr/identity.json';
import tr_mail from './locales/tr/mail.json';
import tr_events from './locales/tr/events.json';
import tr_newsletter from './locales/tr/newsletter.json';
import tr_documents from './locales/tr/documents.json';

export const SERVER_NAMESPACES = [
  /** Provider pages and provider mails (issue 14). */
  'identity',
  /** The mail layout: greeting, footer, portal name (issue 14). */
  'mail',
  /** Notifications and mails of the portal events (issue 14). */
  'events',
  /** Newsletter and content mails (issue 14). */
  'newsletter',
  /** Generated PDF documents: invoices, notices, CV (issue 14). */
  'documents',
] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

export const SERVER_CATALOGUE: Record<Locale, Record<ServerNamespace, object>> = {
  de: {
    identity: de_identity,
    mail: de_mail,
    events: de_events,
    newsletter: de_newsletter,
    documents: de_documents,
  },
  en: {
    identity: en_identity,
    mail: en_mail,
    events: en_events,
    newsletter: en_newsletter,
    documents: en_documents,
  },
  es: {
    identity: es_identity,
    mail: es_mail,
    events: es_events,
    newsletter: es_newsletter,
    documents: es_documents,
  },
  fr: {
    identity: fr_identity,
    mail: fr_mail,
    events: fr_events,
    newsletter: fr_newsletter,
    documents: fr_documents,
  },
  it: {
    identity: it_identity,
    mail: it_mail,
    events: it_events,
    newsletter: it_newsletter,
    documents: it_documents,
  },
  ru: {
    identity: ru_identity,
    mail: ru_mail,
    events: ru_events,
    newsletter: ru_newsletter,
    documents: ru_documents,
  },
  pl: {
    identity: pl_identity,
    mail: pl_mail,
    events: pl_events,
    newsletter: pl_newsletter,
    documents: pl_documents,
  },
  ar: {
    identity: ar_identity,
    mail: ar_mail,
    events: ar_events,
    newsletter: ar_newsletter,
    documents: ar_documents,
  },
  fa: {
    identity: fa_identity,
    mail: fa_mail,
    events: fa_events,
    newsletter: fa_newsletter,
    documents: fa_documents,
  },
  tr: {
    identity: tr_identity,
    mail: tr_mail,
    events: tr_events,
    newsletter: tr_newsletter,
    documents: tr_documents,
  },
};
