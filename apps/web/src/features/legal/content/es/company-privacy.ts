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

/** Política de privacidad del portal de empresas. */
export const legalDocument: LegalDocument = {
  title: 'Política de privacidad del portal de empresas',
  updated: '2026-01-15',
  intro:
    'Esta política se aplica a las empleadas y los empleados de nuestras empresas colaboradoras que utilizan el portal de empresas. Le informa sobre el tratamiento de sus datos y sobre el manejo de los datos de solicitantes que recibe a través del portal.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Qué datos tratamos',
      items: [
        'Datos sobre usted: nombre, tratamiento, dirección de correo electrónico y número de teléfono profesionales, cargo y, opcionalmente, una foto de perfil;',
        'Su función y sus permisos en la empresa (titular o empleado);',
        'Datos de la empresa: razón social, dirección, registro mercantil, dirección general, perfil de la empresa, sedes;',
        'Datos de pago: titular de la cuenta, banco, IBAN, BIC y mandato SEPA;',
        'Ofertas de empleo, comentarios, solicitudes de soporte y notificaciones.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Fines y bases jurídicas',
      paragraphs: [
        'Tratamos estos datos para ejecutar el acuerdo de cooperación con su empresa, en particular para publicar ofertas de empleo, colocar a estudiantes y facturar (art. 6, apdo. 1, letras b y f, del RGPD). Conservamos los datos de facturación y pago conforme a la normativa mercantil y fiscal (art. 6, apdo. 1, letra c, del RGPD).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Datos de solicitantes',
      paragraphs: [
        'Los perfiles y documentos de solicitantes que reciba a través del portal solo pueden utilizarse para el proceso de selección de la oferta de empleo correspondiente. Su empresa es responsable independiente de dicho tratamiento en el sentido del RGPD. Los detalles se regulan en las condiciones de uso y en el acuerdo de confidencialidad.',
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
        'Conservamos sus datos mientras dure la colaboración con su empresa. Si se elimina su acceso, borramos sus datos personales en un plazo de 30 días, salvo que existan obligaciones legales de conservación.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};
