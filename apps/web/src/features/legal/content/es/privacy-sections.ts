import { OPERATOR, type LegalSection } from '../legal-document';

/** Secciones comunes a ambas políticas de privacidad (numeradas donde se colocan). */
export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Responsable del tratamiento',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `Correo electrónico: ${OPERATOR.email}`],
  paragraphs: [
    'El responsable del tratamiento en el sentido del Reglamento General de Protección de Datos (RGPD) es la sociedad titular de la universidad indicada arriba.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Delegada de protección de datos',
  paragraphs: [
    `Puede ponerse en contacto con nuestra delegada de protección de datos en ${OPERATOR.privacyEmail} o por correo postal en la dirección indicada arriba con la mención «Delegada de protección de datos».`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Inicio de sesión',
  paragraphs: [
    'El inicio de sesión se realiza a través de nuestro servicio de autenticación según el estándar OpenID Connect. Su dirección de correo electrónico y su contraseña solo las procesa el servicio de autenticación; el portal únicamente recibe un token de acceso de validez limitada. Al cerrar la sesión, este token se revoca.',
  ],
};

export const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Almacenamiento local en el navegador',
  paragraphs: [
    'Para funcionar, el portal guarda algunos datos en el almacenamiento local de su navegador (Local Storage y Session Storage). Este almacenamiento es estrictamente necesario para el servicio que usted ha solicitado expresamente (§ 25, apdo. 2, n.º 2, TDDDG):',
  ],
  items: [
    'el token de acceso de su sesión (auth-token),',
    'el idioma elegido (language),',
    'la última página visitada, para llevarle de vuelta a ella tras iniciar sesión,',
    'la solicitud activa o la empresa activa,',
    'su decisión sobre los servicios de análisis opcionales (uc_user_interaction).',
  ],
};

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Análisis e investigación de usuarios opcionales',
  paragraphs: [
    'Solo si usted da su consentimiento en la configuración de cookies utilizamos servicios de investigación de usuarios (categoría «user_research») y de análisis de producto (categoría «amplitude», proveedor Amplitude con tratamiento en la Unión Europea). En el análisis de producto, el uso de determinadas funciones se asocia a su cuenta para que podamos mejorar de forma específica procesos como la solicitud. La base jurídica es su consentimiento conforme al art. 6, apdo. 1, letra a, del RGPD en relación con el § 25, apdo. 1, TDDDG.',
    'Puede retirar o modificar su consentimiento en cualquier momento con efecto para el futuro mediante el enlace «Cookies» al pie de la página.',
  ],
};

export const rights: LegalSection = {
  id: 'rechte',
  heading: 'Sus derechos',
  paragraphs: [
    'Frente a nosotros tiene los siguientes derechos respecto a los datos personales que le conciernen:',
  ],
  items: [
    'derecho de acceso (art. 15 RGPD),',
    'derecho de rectificación (art. 16 RGPD),',
    'derecho de supresión (art. 17 RGPD),',
    'derecho a la limitación del tratamiento (art. 18 RGPD),',
    'derecho a la portabilidad de los datos (art. 20 RGPD),',
    'derecho de oposición al tratamiento (art. 21 RGPD),',
    'derecho a retirar el consentimiento otorgado con efecto para el futuro (art. 7, apdo. 3, RGPD).',
  ],
};

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Derecho a presentar una reclamación ante una autoridad de control',
  paragraphs: [
    'Tiene derecho a presentar una reclamación ante una autoridad de control de protección de datos. La autoridad competente para nosotros es la Comisionada de Berlín para la Protección de Datos y la Libertad de Información, Alt-Moabit 59–61, 10555 Berlín.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Alojamiento y encargados del tratamiento',
  paragraphs: [
    'El portal se opera en centros de datos situados en la Unión Europea. Los proveedores de servicios que utilizamos para el alojamiento, el envío de correos electrónicos y el soporte tratan los datos exclusivamente por encargo nuestro y siguiendo nuestras instrucciones, sobre la base de contratos conforme al art. 28 del RGPD.',
    'Al acceder al portal, el servidor trata datos de acceso técnicamente necesarios (dirección IP, fecha y hora, dirección solicitada, tipo de navegador). Estos registros sirven para la seguridad y la estabilidad del servicio (art. 6, apdo. 1, letra f, del RGPD) y se eliminan como máximo a los 14 días.',
  ],
};
