import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Künye',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Alman Dijital Hizmetler Kanunu (DDG) § 5 uyarınca bilgiler',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, 'Almanya'],
      paragraphs: [
        'Dualstudium Hochschule gGmbH, ikili ve işle birlikte yürütülen lisans programları sunan, devlet tarafından tanınmış özel uygulamalı bilimler üniversitesi Dualstudium Hochschule’nin kurucu kuruluşudur.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Temsilciler',
      paragraphs: [
        'Genel müdürlük: Dr. Miriam Albers, Jonas Petersen',
        'Üniversite rektörü: Prof. Dr. Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'İletişim',
      lines: [`Telefon: ${OPERATOR.phone}`, `E-posta: ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Sicil kaydı ve KDV',
      lines: [
        'Ticaret siciline kayıtlıdır',
        'Sicil mahkemesi: Amtsgericht Berlin-Charlottenburg (sulh mahkemesi)',
        'Sicil numarası: HRB 000000 B',
        'Alman KDV Kanunu § 27a uyarınca KDV kimlik numarası: DE 000000000',
      ],
      paragraphs: ['Üniversitenin eğitim hizmetleri, Alman KDV Kanunu § 4 No. 21 uyarınca KDV’den muaftır.'],
    },
    {
      id: 'aufsicht',
      heading: 'Devlet tanınırlığı ve yetkili denetim makamı',
      paragraphs: [
        'Üniversite, Berlin eyaleti tarafından tanınmıştır. Yetkili denetim makamı Bilim, Sağlık ve Bakım Senato Dairesi’dir, Warschauer Straße 41/42, 10243 Berlin.',
        'Lisans programları, Alman Akreditasyon Konseyi tarafından yetkilendirilmiş bir ajans tarafından akredite edilmiştir.',
      ],
    },
    {
      id: 'verantwortlich',
      heading: 'Eyaletlerarası Medya Antlaşması (MStV) § 18 f. 2 uyarınca içerikten sorumlu kişi',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Tüketici uyuşmazlıklarının çözümü',
      paragraphs: [
        'Bir tüketici hakem kurulu önündeki uyuşmazlık çözüm süreçlerine katılmaya istekli veya yükümlü değiliz.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'İçeriklere ilişkin sorumluluk',
      paragraphs: [
        'Bu portalın içeriklerini büyük bir özenle hazırlıyoruz. Ancak içeriklerin doğruluğu, eksiksizliği ve güncelliği konusunda garanti veremeyiz. Hizmet sağlayıcı olarak kendi içeriklerimizden genel yasalar çerçevesinde sorumluyuz. Bununla birlikte, iletilen veya saklanan üçüncü taraf bilgilerini izlemek ya da hukuka aykırı bir faaliyete işaret eden durumları araştırmakla yükümlü değiliz.',
        'Genel yasalar uyarınca bilgilerin kaldırılmasına veya kullanımlarının engellenmesine ilişkin yükümlülükler bundan etkilenmez. Bu konudaki sorumluluk ancak somut bir hukuk ihlalinden haberdar olduğumuz andan itibaren söz konusu olabilir. Bu tür ihlallerden haberdar olur olmaz ilgili içerikleri derhal kaldırırız.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Bağlantılara ilişkin sorumluluk',
      paragraphs: [
        'Portal, içerikleri üzerinde etkimizin bulunmadığı üçüncü tarafların harici web sitelerine bağlantılar içerir. Bu içeriklerden her zaman ilgili sayfaların sağlayıcısı veya işletmecisi sorumludur. Bağlantı verilen sayfalar, bağlantının oluşturulduğu anda olası hukuk ihlalleri açısından kontrol edilmiştir; hukuka aykırı bir içerik tespit edilmemiştir. Hukuk ihlallerinden haberdar olmamız hâlinde bu tür bağlantıları derhal kaldırırız.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Telif hakkı',
      paragraphs: [
        'Üniversitenin bu portalda oluşturduğu içerik ve eserler Alman telif hukukuna tabidir. Telif hukukunun sınırları dışında çoğaltma, işleme, yayma ve her türlü kullanım, üniversitenin yazılı onayını gerektirir. Öğrenim danışmanlarının fotoğrafları onların rızasıyla yayımlanmaktadır.',
      ],
    },
  ],
};
