import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Aviso legal',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Datos conforme al § 5 de la Ley alemana de Servicios Digitales (DDG)',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, 'Alemania'],
      paragraphs: [
        'Dualstudium Hochschule gGmbH es la entidad titular de la Dualstudium Hochschule, universidad privada de ciencias aplicadas reconocida por el Estado para estudios duales y compatibles con el trabajo.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Representada por',
      paragraphs: [
        'Dirección general: Dra. Miriam Albers, Jonas Petersen',
        'Presidenta de la universidad: Prof. Dra. Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Contacto',
      lines: [`Teléfono: ${OPERATOR.phone}`, `Correo electrónico: ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Inscripción registral e IVA',
      lines: [
        'Inscrita en el Registro Mercantil',
        'Tribunal registral: Amtsgericht Berlin-Charlottenburg (Juzgado de Primera Instancia)',
        'Número de registro: HRB 000000 B',
        'Número de identificación a efectos del IVA conforme al § 27a de la Ley alemana del IVA: DE 000000000',
      ],
      paragraphs: [
        'Los servicios educativos de la universidad están exentos del IVA conforme al § 4, n.º 21, de la Ley alemana del IVA.',
      ],
    },
    {
      id: 'aufsicht',
      heading: 'Reconocimiento estatal y autoridad supervisora competente',
      paragraphs: [
        'La universidad está reconocida por el Estado federado de Berlín. La autoridad supervisora competente es la Consejería del Senado de Ciencia, Salud y Cuidados, Warschauer Straße 41/42, 10243 Berlín.',
        'Las titulaciones están acreditadas por una agencia autorizada por el Consejo Alemán de Acreditación.',
      ],
    },
    {
      id: 'verantwortlich',
      heading:
        'Responsable del contenido conforme al § 18, apdo. 2, del Tratado Interestatal de Medios (MStV)',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Resolución de litigios de consumo',
      paragraphs: [
        'No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Responsabilidad por los contenidos',
      paragraphs: [
        'Elaboramos los contenidos de este portal con el máximo cuidado. Sin embargo, no podemos garantizar que sean correctos, completos y actuales. Como prestador de servicios, somos responsables de nuestros propios contenidos conforme a las leyes generales. No obstante, no estamos obligados a supervisar la información de terceros transmitida o almacenada ni a investigar circunstancias que indiquen una actividad ilícita.',
        'Esto no afecta a las obligaciones de eliminar o bloquear el uso de información conforme a las leyes generales. Tal responsabilidad solo es posible a partir del momento en que tengamos conocimiento de una infracción concreta. En cuanto tengamos conocimiento de tales infracciones, eliminaremos esos contenidos de inmediato.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Responsabilidad por los enlaces',
      paragraphs: [
        'El portal contiene enlaces a sitios web externos de terceros en cuyos contenidos no tenemos ninguna influencia. El proveedor u operador de cada página es siempre responsable de dichos contenidos. Las páginas enlazadas se revisaron en el momento de enlazarlas para detectar posibles infracciones; no se apreciaron contenidos ilícitos. Si tenemos conocimiento de alguna infracción, eliminaremos dichos enlaces de inmediato.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Derechos de autor',
      paragraphs: [
        'Los contenidos y obras creados por la universidad en este portal están sujetos a la legislación alemana sobre derechos de autor. La reproducción, modificación, distribución y cualquier tipo de explotación fuera de los límites de los derechos de autor requieren el consentimiento por escrito de la universidad. Las fotos de las asesoras y los asesores de estudios se publican con su consentimiento.',
      ],
    },
  ],
};
