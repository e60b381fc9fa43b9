import { OPERATOR, type LegalSection } from '../legal-document';

/** Her iki gizlilik politikasında ortak olan bölümler (yer aldıkları yerde numaralandırılır). */
export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Veri sorumlusu',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-posta: ${OPERATOR.email}`],
  paragraphs: [
    'Genel Veri Koruma Tüzüğü (GDPR) anlamında veri sorumlusu, yukarıda adı geçen üniversitenin kurucu şirketidir.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Veri koruma görevlisi',
  paragraphs: [
    `Veri koruma görevlimize ${OPERATOR.privacyEmail} adresinden veya yukarıdaki adrese “Veri koruma görevlisi” ibaresiyle posta göndererek ulaşabilirsiniz.`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Oturum açma',
  paragraphs: [
    'Oturum açma, OpenID Connect standardına dayanan oturum açma hizmetimiz üzerinden gerçekleşir. E-posta adresiniz ve şifreniz yalnızca oturum açma hizmeti tarafından işlenir; portal yalnızca süreli bir erişim belirteci alır. Oturumu kapattığınızda bu belirteç iptal edilir.',
  ],
};

export const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Tarayıcıda yerel depolama',
  paragraphs: [
    'Portalın çalışabilmesi için bazı bilgiler tarayıcınızın yerel belleğinde (Local Storage ve Session Storage) saklanır. Bu depolama, açıkça talep ettiğiniz hizmet için kesinlikle gereklidir (TDDDG § 25 f. 2 No. 2):',
  ],
  items: [
    'oturumunuzun erişim belirteci (auth-token),',
    'seçtiğiniz dil (language),',
    'oturum açtıktan sonra sizi oraya geri götürmek için en son ziyaret ettiğiniz sayfa,',
    'etkin başvuru veya etkin şirket,',
    'isteğe bağlı analiz hizmetlerine ilişkin kararınız (uc_user_interaction).',
  ],
};

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'İsteğe bağlı analiz ve kullanıcı araştırması',
  paragraphs: [
    'Kullanıcı araştırması (“user_research” kategorisi) ve ürün analizi (“amplitude” kategorisi, Avrupa Birliği’nde işleme yapan sağlayıcı Amplitude) hizmetlerini yalnızca çerez ayarlarında onay vermeniz hâlinde kullanırız. Ürün analizinde, başvuru gibi süreçleri hedefli olarak iyileştirebilmemiz için tek tek işlevlerin kullanımı hesabınızla ilişkilendirilir. Hukuki dayanak, TDDDG § 25 f. 1 ile bağlantılı olarak GDPR md. 6 f. 1 bent a uyarınca verdiğiniz onaydır.',
    'Onayınızı, sayfanın altındaki “Çerezler” bağlantısı üzerinden istediğiniz zaman ileriye dönük olarak geri alabilir veya değiştirebilirsiniz.',
  ],
};

export const rights: LegalSection = {
  id: 'rechte',
  heading: 'Haklarınız',
  paragraphs: ['Sizinle ilgili kişisel veriler konusunda bize karşı aşağıdaki haklara sahipsiniz:'],
  items: [
    'bilgi edinme hakkı (GDPR md. 15),',
    'düzeltme hakkı (GDPR md. 16),',
    'silme hakkı (GDPR md. 17),',
    'işlemenin kısıtlanmasını talep etme hakkı (GDPR md. 18),',
    'veri taşınabilirliği hakkı (GDPR md. 20),',
    'işlemeye itiraz hakkı (GDPR md. 21),',
    'verilen onayı ileriye dönük olarak geri alma hakkı (GDPR md. 7 f. 3).',
  ],
};

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Denetim makamına şikâyet hakkı',
  paragraphs: [
    'Bir veri koruma denetim makamına şikâyette bulunma hakkına sahipsiniz. Bizim için yetkili makam, Berlin Veri Koruma ve Bilgi Edinme Özgürlüğü Görevlisi’dir, Alt-Moabit 59–61, 10555 Berlin.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Barındırma ve veri işleyenler',
  paragraphs: [
    'Portal, Avrupa Birliği içindeki veri merkezlerinde işletilmektedir. Barındırma, e-posta gönderimi ve destek için yararlandığımız hizmet sağlayıcılar, verileri GDPR md. 28 uyarınca yapılmış sözleşmeler temelinde yalnızca bizim adımıza ve talimatlarımıza göre işler.',
    'Portal açıldığında sunucu, teknik olarak gerekli erişim verilerini (IP adresi, zaman, çağrılan adres, tarayıcı türü) işler. Bu kayıtlar hizmetin güvenliğine ve istikrarına hizmet eder (GDPR md. 6 f. 1 bent f) ve en geç 14 gün sonra silinir.',
  ],
};
