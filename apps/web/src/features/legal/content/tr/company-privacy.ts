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

/** Şirket portalının gizlilik politikası. */
export const legalDocument: LegalDocument = {
  title: 'Şirket portalı gizlilik politikası',
  updated: '2026-01-15',
  intro:
    'Bu politika, şirket portalını kullanan uygulama ortaklarımızın çalışanları için geçerlidir. Verilerinizin işlenmesi ve portal üzerinden aldığınız aday verilerinin nasıl ele alınacağı konusunda sizi bilgilendirir.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Hangi verileri işliyoruz',
      items: [
        'Kişisel bilgileriniz: ad, hitap şekli, iş e-posta adresi ve telefon numarası, pozisyon, isteğe bağlı olarak profil fotoğrafı;',
        'Şirketteki rolünüz ve yetkileriniz (sahip veya çalışan);',
        'Şirket verileri: ticaret unvanı, adres, ticaret sicili, yönetim, şirket tanıtımı, lokasyonlar;',
        'Ödeme verileri: hesap sahibi, banka, IBAN, BIC ve SEPA talimatı;',
        'İş ilanları, yorumlar, destek talepleri ve bildirimler.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Amaçlar ve hukuki dayanaklar',
      paragraphs: [
        'Bu verileri şirketinizle yapılan işbirliği anlaşmasını yerine getirmek, özellikle iş ilanlarını yayımlamak, öğrencileri yerleştirmek ve faturalandırmak için işleriz (GDPR md. 6 f. 1 bent b ve f). Fatura ve ödeme verilerini ticaret ve vergi mevzuatı hükümlerine göre saklarız (GDPR md. 6 f. 1 bent c).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Aday verileri',
      paragraphs: [
        'Portal üzerinden aldığınız aday profilleri ve belgeleri yalnızca ilgili iş ilanına yönelik seçim süreci için kullanılabilir. Şirketiniz bu konuda GDPR anlamında bağımsız veri sorumlusudur. Ayrıntılar kullanım koşullarında ve gizlilik sözleşmesinde düzenlenmiştir.',
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
        'Verilerinizi şirketinizle işbirliği süresince saklarız. Erişiminiz kaldırılırsa, yasal saklama yükümlülükleri bulunmadığı sürece kişisel verilerinizi 30 gün içinde sileriz.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};
