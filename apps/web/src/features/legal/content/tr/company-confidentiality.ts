import { OPERATOR, type LegalDocument } from '../legal-document';

/** Uygulama ortakları için gizlilik sözleşmesi. */
export const legalDocument: LegalDocument = {
  title: 'Gizlilik sözleşmesi',
  updated: '2026-01-15',
  intro: `Bu sözleşme, ${OPERATOR.name} (bundan sonra “üniversite”) ile uygulama ortakları arasında şirket portalı üzerinden paylaşılan gizli bilgilerin nasıl ele alınacağını düzenler.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Gizli bilgiler',
      paragraphs: ['Özellikle aşağıdakiler gizlidir:'],
      items: [
        'adayların ve öğrencilerin belgeleri dâhil kişisel verileri,',
        'öğrenim, uygulama ve işbirliği sözleşmelerinin içerikleri,',
        'koşullar, faturalar ve ödeme bilgileri,',
        'yayımlanmamış iş ilanları ve şirket içi yorumlar,',
        'erişim bilgileri ve portala ilişkin teknik bilgiler.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Yükümlülükler',
      paragraphs: [
        'Uygulama ortağı gizli bilgileri yalnızca üniversiteyle işbirliği için kullanır. Bunları yalnızca bu amaç için ihtiyaç duyan ve kendileri de gizlilik yükümlülüğü altında bulunan çalışanlarının erişimine açar ve uygun teknik ve organizasyonel önlemlerle korur.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. İstisnalar',
      paragraphs: ['Yükümlülükler aşağıdaki bilgiler için geçerli değildir:'],
      items: [
        'genel olarak bilinen veya bu sözleşme ihlal edilmeden bilinir hâle gelen bilgiler,',
        'uygulama ortağının daha önce hukuka uygun olarak bildiği kanıtlanabilen bilgiler,',
        'yasal yükümlülükler ya da resmî makam veya mahkeme kararı gereği açıklanması gereken bilgiler; bu durumda uygulama ortağı, izin verildiği ölçüde üniversiteyi önceden bilgilendirir.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. İade ve silme',
      paragraphs: [
        'İşbirliğinin sona ermesinden sonra veya üniversitenin talebi üzerine uygulama ortağı, yasal saklama yükümlülükleri engel olmadığı sürece gizli bilgileri siler ve talep hâlinde silme işlemini yazılı olarak teyit eder.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Süre',
      paragraphs: [
        'Gizlilik yükümlülükleri işbirliği süresince ve sona ermesinden sonra beş yıl boyunca geçerlidir; kişisel veriler ve ticari sırlar için süresiz olarak geçerlidir.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Veri koruma',
      paragraphs: [
        'Genel Veri Koruma Tüzüğü ve Alman Federal Veri Koruma Kanunu’ndan doğan yükümlülükler saklıdır. Uygulama ortağı, portaldan alınan aday verilerini etkileyen kişisel veri ihlallerini üniversiteye gecikmeksizin bildirir.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. İletişim',
      paragraphs: [
        `Gizlilikle ilgili bildirim ve sorularınızı lütfen ${OPERATOR.privacyEmail} adresine gönderin.`,
      ],
    },
  ],
};
