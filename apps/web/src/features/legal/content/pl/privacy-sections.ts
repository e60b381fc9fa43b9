import { OPERATOR, type LegalSection } from '../legal-document';

/** Sekcje wspólne dla obu polityk prywatności (numerowane w miejscu umieszczenia). */
export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Administrator danych',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-mail: ${OPERATOR.email}`],
  paragraphs: [
    'Administratorem w rozumieniu ogólnego rozporządzenia o ochronie danych (RODO) jest wskazana powyżej spółka prowadząca uczelnię.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Inspektor ochrony danych',
  paragraphs: [
    `Z naszą inspektor ochrony danych mogą się Państwo skontaktować pod adresem ${OPERATOR.privacyEmail} lub pocztą na wskazany powyżej adres z dopiskiem „Inspektor ochrony danych”.`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Logowanie',
  paragraphs: [
    'Logowanie odbywa się za pośrednictwem naszej usługi logowania zgodnej ze standardem OpenID Connect. Państwa adres e-mail i hasło są przetwarzane wyłącznie przez usługę logowania; portal otrzymuje jedynie token dostępu o ograniczonej ważności. Przy wylogowaniu token ten zostaje unieważniony.',
  ],
};

export const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Pamięć lokalna przeglądarki',
  paragraphs: [
    'Aby portal działał, zapisuje on niektóre informacje w pamięci lokalnej Państwa przeglądarki (Local Storage i Session Storage). Zapis ten jest niezbędny do świadczenia usługi, której wyraźnie Państwo zażądali (§ 25 ust. 2 pkt 2 TDDDG):',
  ],
  items: [
    'token dostępu Państwa logowania (auth-token),',
    'wybrany język (language),',
    'ostatnio otwartą stronę, aby po zalogowaniu wrócić do niej,',
    'aktywną aplikację lub aktywną firmę,',
    'Państwa decyzję dotyczącą opcjonalnych usług analitycznych (uc_user_interaction).',
  ],
};

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Opcjonalna analityka i badania użytkowników',
  paragraphs: [
    'Wyłącznie za Państwa zgodą wyrażoną w ustawieniach plików cookie korzystamy z usług badania użytkowników (kategoria „user_research”) i analityki produktowej (kategoria „amplitude”, dostawca Amplitude, przetwarzanie w Unii Europejskiej). W ramach analityki produktowej korzystanie z poszczególnych funkcji jest przypisywane do Państwa konta, abyśmy mogli w ukierunkowany sposób ulepszać procesy takie jak rekrutacja. Podstawą prawną jest Państwa zgoda zgodnie z art. 6 ust. 1 lit. a RODO w związku z § 25 ust. 1 TDDDG.',
    'Zgodę mogą Państwo w każdej chwili wycofać lub zmienić ze skutkiem na przyszłość za pomocą linku „Cookies” u dołu strony.',
  ],
};

export const rights: LegalSection = {
  id: 'rechte',
  heading: 'Państwa prawa',
  paragraphs: [
    'W odniesieniu do dotyczących Państwa danych osobowych przysługują Państwu wobec nas następujące prawa:',
  ],
  items: [
    'prawo dostępu do danych (art. 15 RODO),',
    'prawo do sprostowania danych (art. 16 RODO),',
    'prawo do usunięcia danych (art. 17 RODO),',
    'prawo do ograniczenia przetwarzania (art. 18 RODO),',
    'prawo do przenoszenia danych (art. 20 RODO),',
    'prawo do wniesienia sprzeciwu wobec przetwarzania (art. 21 RODO),',
    'prawo do wycofania udzielonej zgody ze skutkiem na przyszłość (art. 7 ust. 3 RODO).',
  ],
};

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Prawo do wniesienia skargi do organu nadzorczego',
  paragraphs: [
    'Mają Państwo prawo wnieść skargę do organu nadzorczego ds. ochrony danych. Właściwym dla nas organem jest Berliński Pełnomocnik ds. Ochrony Danych i Wolności Informacji, Alt-Moabit 59–61, 10555 Berlin.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Hosting i powierzenie przetwarzania',
  paragraphs: [
    'Portal działa w centrach danych na terenie Unii Europejskiej. Usługodawcy, z których korzystamy w zakresie hostingu, wysyłki e-maili i wsparcia, przetwarzają dane wyłącznie w naszym imieniu i zgodnie z naszymi poleceniami na podstawie umów zgodnych z art. 28 RODO.',
    'Przy otwieraniu portalu serwer przetwarza technicznie niezbędne dane dostępowe (adres IP, czas, otwierany adres, typ przeglądarki). Logi te służą bezpieczeństwu i stabilności usługi (art. 6 ust. 1 lit. f RODO) i są usuwane najpóźniej po 14 dniach.',
  ],
};
