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

/** Aday portalının gizlilik politikası. */
export const legalDocument: LegalDocument = {
  title: 'Gizlilik politikası',
  updated: '2026-01-15',
  intro:
    'Kişisel verilerinizin korunması bizim için önemlidir. Bu politika, aday portalında hangi verileri, hangi amaçlarla işlediğimiz ve hangi haklara sahip olduğunuz konusunda sizi bilgilendirir.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Hangi verileri işliyoruz',
      items: [
        'Hesap verileri: ad, e-posta adresi, telefon numarası, adres, doğum tarihi ve yeri, uyruk;',
        'Başvuru verileri: istenen lisans programı, öğrenim yeri ve başlangıcı, yükseköğretime giriş yeterliliği, not ortalaması, dil bilgisi, iş deneyimi, sürücü belgesi, motivasyon metni ve uygulama ortağı arayışına ilişkin istekler;',
        'Yüklediğiniz belgeler (ör. özgeçmiş, karneler ve diplomalar, dil belgeleri, sağlık sigortası belgesi);',
        'Öğrenim danışmanınızla yazışmalar ve bilgilendirme etkinliği ile danışmanlık görüşmesine ilişkin bilgiler;',
        'Uygulama ortaklarının iş ilanlarıyla etkileşimler (ilgi, favoriler, kabuller ve retler).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Amaçlar ve hukuki dayanaklar',
      paragraphs: [
        'Verilerinizi başvurunuzu işlemek, bir uygulama ortağı bulmanızda size destek olmak ve öğrenim sözleşmenizi hazırlamak için işleriz (GDPR md. 6 f. 1 bent b). Örneğin yükseköğretim mevzuatı uyarınca saklama veya inceleme yükümlülüğümüz bulunduğu ölçüde hukuki dayanak GDPR md. 6 f. 1 bent c’dir.',
        'Hizmetlerimizi geliştirmek için gönüllü ve anonim geri bildirimleri değerlendiririz (GDPR md. 6 f. 1 bent f).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Uygulama ortaklarına aktarım',
      paragraphs: [
        'Sizi bir uygulama ortağıyla buluşturmak için ilgilenen şirketlere bir aday profili sunarız. İletişim bilgileri ve belgeler ancak belirli bir iş ilanına ilgi gösterdiğinizde aktarılır. Uygulama ortakları bu verileri daha sonra kendi seçim süreçleri için kendi sorumluluklarında işler.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Saklama süresi',
      paragraphs: [
        'Başvuru verilerinizi başvuru süreciniz devam ettiği sürece saklarız. Bir öğrenim sözleşmesi yapılmazsa, daha uzun süre saklanmasına onay vermediğiniz sürece verilerinizi son iletişimden on iki ay sonra sileriz. Öğrenime başlamanızla birlikte yükseköğretim mevzuatındaki saklama süreleri geçerli olur.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};
