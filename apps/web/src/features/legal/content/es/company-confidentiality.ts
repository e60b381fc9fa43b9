import { OPERATOR, type LegalDocument } from '../legal-document';

/** Acuerdo de confidencialidad para empresas colaboradoras. */
export const legalDocument: LegalDocument = {
  title: 'Acuerdo de confidencialidad',
  updated: '2026-01-15',
  intro: `Este acuerdo regula el tratamiento de la información confidencial que se intercambia a través del portal de empresas entre ${OPERATOR.name} (en adelante, «la universidad») y sus empresas colaboradoras.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Información confidencial',
      paragraphs: ['Son confidenciales, en particular:'],
      items: [
        'los datos personales de solicitantes y estudiantes, incluidos sus documentos,',
        'el contenido de los contratos de estudios, de prácticas y de cooperación,',
        'las condiciones, facturas e información de pago,',
        'las ofertas de empleo no publicadas y los comentarios internos,',
        'los datos de acceso y la información técnica sobre el portal.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Obligaciones',
      paragraphs: [
        'La empresa colaboradora utiliza la información confidencial exclusivamente para la colaboración con la universidad. Solo la pone a disposición de las empleadas y los empleados que la necesiten para este fin y que, a su vez, estén obligados a la confidencialidad, y la protege con medidas técnicas y organizativas adecuadas.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. Excepciones',
      paragraphs: ['Las obligaciones no se aplican a la información que'],
      items: [
        'sea de dominio público o llegue a serlo sin infringir este acuerdo,',
        'la empresa colaboradora ya conociera lícitamente con anterioridad, de forma demostrable,',
        'deba divulgarse en virtud de obligaciones legales o de una orden administrativa o judicial; en tal caso, la empresa colaboradora informa previamente a la universidad, en la medida en que esté permitido.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. Devolución y eliminación',
      paragraphs: [
        'Al finalizar la colaboración o a petición de la universidad, la empresa colaboradora elimina la información confidencial, salvo que lo impidan obligaciones legales de conservación, y confirma la eliminación por escrito si se le solicita.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Duración',
      paragraphs: [
        'Las obligaciones de confidencialidad se aplican durante la colaboración y durante cinco años tras su finalización; para los datos personales y los secretos empresariales se aplican por tiempo indefinido.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Protección de datos',
      paragraphs: [
        'Las obligaciones derivadas del Reglamento General de Protección de Datos y de la Ley Federal alemana de Protección de Datos no se ven afectadas. La empresa colaboradora notifica sin demora a la universidad las violaciones de la seguridad de los datos personales que afecten a datos de solicitantes procedentes del portal.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Contacto',
      paragraphs: [`Dirija sus avisos y preguntas sobre confidencialidad a ${OPERATOR.privacyEmail}.`],
    },
  ],
};
