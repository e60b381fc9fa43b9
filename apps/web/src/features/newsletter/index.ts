/** The weekly newsletter's public unsubscribe page (decisions 215–219). */
export { NewsletterUnsubscriptionPage } from './components/newsletter-unsubscription-page';
