import type { LegalDocument } from '../legal-document';
import {
  complaint,
  consent,
  controller,
  hosting,
  localStorageSection,
  login,
  officer,
  rights,
} from './privacy-sections';

/** Política de privacidad del portal de solicitantes. */
export const legalDocument: LegalDocument = {
  title: 'Política de privacidad',
  updated: '2026-01-15',
  intro:
    'La protección de sus datos personales es importante para nosotros. Esta política le informa sobre qué datos tratamos en el portal de solicitantes, con qué fines y qué derechos tiene usted.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Qué datos tratamos',
      items: [
        'Datos de la cuenta: nombre, dirección de correo electrónico, número de teléfono, dirección postal, fecha y lugar de nacimiento, nacionalidad;',
        'Datos de la solicitud: titulación deseada, lugar y fecha de inicio de los estudios, título de acceso a la universidad, nota media, conocimientos de idiomas, experiencia profesional, permiso de conducir, carta de motivación y preferencias para la búsqueda de una empresa colaboradora;',
        'Documentos que usted sube (p. ej., currículum, certificados, acreditaciones de idiomas, justificante del seguro médico);',
        'Comunicación con su asesoría de estudios y datos sobre la sesión informativa y la entrevista de asesoramiento;',
        'Interacciones con ofertas de empleo de empresas colaboradoras (interés, favoritos, aceptaciones y rechazos).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Fines y bases jurídicas',
      paragraphs: [
        'Tratamos sus datos para tramitar su solicitud, ayudarle a encontrar una empresa colaboradora y preparar su contrato de estudios (art. 6, apdo. 1, letra b, del RGPD). Cuando estamos legalmente obligados a conservar o verificar datos, por ejemplo conforme a la legislación universitaria, la base jurídica es el art. 6, apdo. 1, letra c, del RGPD.',
        'Para mejorar nuestra oferta, analizamos opiniones voluntarias y anónimas (art. 6, apdo. 1, letra f, del RGPD).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Comunicación a empresas colaboradoras',
      paragraphs: [
        'Para ponerle en contacto con una empresa colaboradora, ponemos un perfil de solicitante a disposición de las empresas interesadas. Los datos de contacto y los documentos solo se comunican cuando usted ha manifestado su interés en una oferta de empleo concreta. A continuación, las empresas colaboradoras tratan estos datos bajo su propia responsabilidad para su proceso de selección.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Plazo de conservación',
      paragraphs: [
        'Conservamos sus datos de solicitud mientras dure su proceso de solicitud. Si no se llega a celebrar un contrato de estudios, eliminamos sus datos doce meses después del último contacto, salvo que usted haya consentido una conservación más prolongada. Al comenzar los estudios, se aplican los plazos de conservación de la legislación universitaria.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};
