import { OPERATOR, type LegalDocument } from '../legal-document';

/** Condiciones de uso del portal de empresas. */
export const legalDocument: LegalDocument = {
  title: 'Condiciones de uso del portal de empresas',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Ámbito de aplicación',
      paragraphs: [
        `Estas condiciones de uso se aplican al uso del portal de empresas de ${OPERATOR.name} (en adelante, «la universidad») por parte de las empresas colaboradoras y sus empleadas y empleados (en adelante, «los usuarios»). Se aplica además el acuerdo de cooperación entre la universidad y la empresa colaboradora; en caso de contradicción, prevalece el acuerdo de cooperación.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Acceso y cuentas de usuario',
      paragraphs: [
        'La universidad configura el acceso para la cuenta titular de una empresa colaboradora. La persona titular puede invitar a más empleadas y empleados y asignarles permisos individuales. Los datos de acceso son personales, deben tratarse de forma confidencial y no pueden cederse.',
        'La empresa colaboradora informa sin demora a la universidad si se hace un uso indebido de un acceso o si una persona abandona la empresa, y elimina su acceso.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 Ofertas de empleo',
      paragraphs: [
        'La empresa colaboradora es responsable del contenido de sus ofertas de empleo. Estas deben ser veraces, cumplir los requisitos de la Ley General alemana de Igualdad de Trato y no vulnerar derechos de terceros. La universidad puede revisar las ofertas de empleo y rechazar o desactivar las que infrinjan estas condiciones.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Tratamiento de los datos de solicitantes',
      paragraphs: [
        'Los perfiles y documentos de solicitantes solo pueden utilizarse para el proceso de selección de la oferta de empleo correspondiente. Queda prohibida su cesión a terceros, su incorporación a bases de talento propias sin el consentimiento de la persona solicitante y cualquier otro cambio de finalidad. Una vez concluido el proceso de selección, deben eliminarse los datos que ya no sean necesarios.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Obligaciones de los usuarios',
      items: [
        'no publicar contenidos ilícitos, discriminatorios o engañosos,',
        'no subir software malicioso ni perjudicar la seguridad del portal,',
        'no extraer datos del portal de forma automatizada,',
        'mantener actualizados los datos de la empresa y de pago.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Disponibilidad',
      paragraphs: [
        'La universidad procura que el portal esté disponible con las menores interrupciones posibles. Los trabajos de mantenimiento se realizan, en la medida de lo posible, fuera del horario comercial habitual. No existe derecho a una disponibilidad permanente.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Responsabilidad',
      paragraphs: [
        'La universidad responde de forma ilimitada en caso de dolo y negligencia grave, así como en caso de daños a la vida, la integridad física o la salud. En caso de negligencia leve, solo responde por el incumplimiento de una obligación contractual esencial y con el límite del daño previsible y típico del contrato.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Modificación de estas condiciones',
      paragraphs: [
        'La universidad puede modificar estas condiciones de uso con efecto para el futuro. Los cambios se comunican a los usuarios en el portal con al menos cuatro semanas de antelación a su entrada en vigor.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Disposiciones finales',
      paragraphs: [
        'Se aplica el derecho de la República Federal de Alemania. El fuero competente para comerciantes es Berlín. Si alguna disposición fuera nula, la validez de las demás disposiciones no se verá afectada.',
        `Dirija sus preguntas sobre estas condiciones a ${OPERATOR.partnerEmail}.`,
      ],
    },
  ],
};
