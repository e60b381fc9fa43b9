import { OPERATOR, type LegalDocument } from '../legal-document';

/** Şirket portalının kullanım koşulları. */
export const legalDocument: LegalDocument = {
  title: 'Şirket portalı kullanım koşulları',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Kapsam',
      paragraphs: [
        `Bu kullanım koşulları, ${OPERATOR.name} (bundan sonra “üniversite”) şirket portalının uygulama ortakları ve onların çalışanları (bundan sonra “kullanıcılar”) tarafından kullanımına uygulanır. Ayrıca üniversite ile uygulama ortağı arasındaki işbirliği anlaşması geçerlidir; çelişki hâlinde işbirliği anlaşması önceliklidir.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Erişim ve kullanıcı hesapları',
      paragraphs: [
        'Erişim, üniversite tarafından uygulama ortağının sahip hesabı için açılır. Hesap sahibi başka çalışanları davet edebilir ve onlara tek tek yetkiler verebilir. Erişim bilgileri kişiseldir, gizli tutulmalıdır ve başkalarına verilemez.',
        'Uygulama ortağı, bir erişimin kötüye kullanılması veya bir kişinin şirketten ayrılması hâlinde üniversiteyi gecikmeksizin bilgilendirir ve o kişinin erişimini kaldırır.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 İş ilanları',
      paragraphs: [
        'Uygulama ortağı, iş ilanlarının içeriğinden sorumludur. İlanlar doğru olmalı, Alman Genel Eşit Muamele Kanunu’nun gerekliliklerine uygun olmalı ve üçüncü kişilerin haklarını ihlal etmemelidir. Üniversite iş ilanlarını inceleyebilir ve bu koşullara aykırı ilanları reddedebilir veya devre dışı bırakabilir.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Aday verilerinin kullanımı',
      paragraphs: [
        'Aday profilleri ve belgeleri yalnızca ilgili iş ilanına yönelik seçim süreci için kullanılabilir. Üçüncü kişilere aktarılması, adayın onayı olmadan şirketin kendi yetenek havuzlarına eklenmesi ve amacın başka herhangi bir şekilde değiştirilmesi yasaktır. Seçim süreci tamamlandıktan sonra artık gerekli olmayan veriler silinmelidir.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Kullanıcıların yükümlülükleri',
      items: [
        'hukuka aykırı, ayrımcı veya yanıltıcı içerik yayımlamamak,',
        'zararlı yazılım yüklememek ve portalın güvenliğini tehlikeye atmamak,',
        'portaldan otomatik olarak veri çekmemek,',
        'şirket ve ödeme verilerini güncel tutmak.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Erişilebilirlik',
      paragraphs: [
        'Üniversite, portalın mümkün olduğunca kesintisiz erişilebilir olması için çaba gösterir. Bakım çalışmaları mümkün olduğunca olağan çalışma saatleri dışında yapılır. Sürekli erişilebilirlik talep etme hakkı yoktur.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Sorumluluk',
      paragraphs: [
        'Üniversite, kasıt ve ağır ihmal hâllerinde ve ayrıca yaşama, vücut bütünlüğüne veya sağlığa zarar verilmesi durumunda sınırsız sorumludur. Hafif ihmal hâlinde yalnızca esaslı bir sözleşme yükümlülüğünün ihlalinden ve öngörülebilir, sözleşmeye özgü zararla sınırlı olarak sorumludur.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Bu koşullarda yapılacak değişiklikler',
      paragraphs: [
        'Üniversite bu kullanım koşullarını ileriye dönük olarak değiştirebilir. Değişiklikler, yürürlüğe girmeden en az dört hafta önce portalda kullanıcılara bildirilir.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Son hükümler',
      paragraphs: [
        'Almanya Federal Cumhuriyeti hukuku uygulanır. Tacirler için yetkili mahkeme Berlin’dir. Bir hükmün geçersiz olması, diğer hükümlerin geçerliliğini etkilemez.',
        `Bu koşullarla ilgili sorularınızı lütfen ${OPERATOR.partnerEmail} adresine gönderin.`,
      ],
    },
  ],
};
