/**
 * Polish. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// Polish counts have four forms: 1 zamówienie, 2–4 zamówienia, 5+ zamówień, 1,5 zamówienia.
const zamowien = (n: number) =>
  plural('pl', n, { one: '# zamówienie', few: '# zamówienia', many: '# zamówień', other: '# zamówienia' });
const sklepow = (n: number) =>
  plural('pl', n, { one: '# sklep', few: '# sklepy', many: '# sklepów', other: '# sklepu' });
// After "z wyjątkiem" (except) Polish takes the genitive.
const sklepowDopelniacz = (n: number) =>
  plural('pl', n, { one: '# sklepu', few: '# sklepów', many: '# sklepów', other: '# sklepu' });

/** Polish: loaded only when chosen. */
export const pl: Messages = {
  brand: 'RetailSync',
  close: 'Zamknij',
  offline: 'Jesteś offline. Czekamy na sieć…',
  signedInAs: (name) => `Zalogowano jako ${name}`,
  signIn: 'Zaloguj się',
  signOut: 'Wyloguj się',
  alreadyConnected: 'Masz już połączony sklep?',
  providerSaid: (message, reason) => `${message} Usługa logowania odpowiedziała: „${reason}”`,
  loading: 'Ładowanie…',
  tryAgain: 'Spróbuj ponownie',

  catalogTitle: 'Połącz sklep',
  searchLabel: 'Szukaj sklepów',
  resultCount: sklepow,
  noResults: (query) => `Żaden sklep nie pasuje do „${query}”.`,
  retailersList: 'Sklepy',
  yourConnections: 'Twoje połączenia',

  signInTitle: 'Zaloguj się, aby kontynuować',
  signInBody: (retailer) =>
    `Zaloguj się do RetailSync${retailer ? `, aby połączyć ${retailer}` : ''}. Otworzy się okno logowania.`,
  signingIn: 'Czekamy na okno logowania…',
  backToCatalog: 'Wróć do sklepów',

  connectTitle: (retailer) => `Połącz ${retailer}`,
  reconnectTitle: (retailer) => `Połącz ponownie ${retailer}`,
  credentialsHelp: 'Użyj nazwy użytkownika i hasła ze strony internetowej sklepu.',
  username: 'Nazwa użytkownika',
  password: 'Hasło',
  showPassword: 'Pokaż hasło',
  connect: 'Połącz',
  reconnect: 'Połącz ponownie',
  connecting: 'Łączenie…',
  thisRetailer: 'ten sklep',
  reconnectReasons: {
    invalid_credentials: 'Sklep odrzucił nazwę użytkownika lub hasło: wpisz je ponownie.',
    credentials_expired: 'Hasło w sklepie wygasło: wpisz nowe.',
    account_locked:
      'Twoje konto w sklepie zostało zablokowane: odblokuj je na stronie sklepu, a potem ponownie wpisz hasło.',
    mfa_failed: 'Kod weryfikacyjny nie został przyjęty: wpisz ponownie hasło, aby otrzymać nowy kod.',
    other: 'To połączenie przestało działać: wpisz ponownie nazwę użytkownika i hasło.',
  },

  connectionsList: 'Połączone sklepy',
  noConnections: 'Nie masz jeszcze połączonego sklepu.',
  addRetailer: 'Dodaj sklep',
  syncNow: 'Synchronizuj teraz',
  syncAll: 'Synchronizuj wszystko',
  connectionStatus: { active: 'Aktywne', error: 'Wymaga uwagi', pending: 'Oczekuje' },
  lastSync: (relative) => `Ostatnia synchronizacja ${relative}`,
  neverSynced: 'Nigdy nie synchronizowano',

  mfaTitle: 'Potwierdź, że to Ty',
  mfaCode: 'Kod weryfikacyjny',
  verify: 'Potwierdź',
  verifying: 'Weryfikowanie…',

  syncingTitle: 'Synchronizujemy Twoje zamówienia',
  syncProgress: 'Postęp synchronizacji',
  syncStatus: {
    queued: 'Czeka na rozpoczęcie',
    connecting: 'Logowanie do sklepu',
    scanning: 'Pobieranie zamówień',
    completed: 'Zakończono',
    error: 'Niepowodzenie',
    userintervention: 'Czeka na Twój kod weryfikacyjny',
  },
  ordersSoFar: (n) => `Dotąd pobrano: ${zamowien(n)}`,

  orderCount: zamowien,
  successTitle: 'Wszystko zsynchronizowane',
  syncedExcept: (n) => `Zsynchronizowano z wyjątkiem ${sklepowDopelniacz(n)}`,
  notSynced: 'Nie zsynchronizowano',
  successBody: (n) => `Pobrano: ${zamowien(n)}.`,
  done: 'Gotowe',

  errorTitle: 'Coś poszło nie tak',
  errors: {
    unauthorized: 'Twoje logowanie straciło ważność. Zaloguj się ponownie.',
    forbidden: 'Ta aplikacja nie ma do tego uprawnień. Skontaktuj się z operatorem usługi.',
    not_found: 'Nie znaleźliśmy tego, o co prosisz. Mogło zostać usunięte.',
    rate_limited: 'Zbyt wiele żądań w krótkim czasie.',
    upstream: 'Usługa sklepu miała problem. Spróbuj ponownie.',
    network: 'Nie udało się połączyć z usługą. Sprawdź połączenie i spróbuj ponownie.',
    invalid_response: 'Usługa wysłała odpowiedź, której nie umiemy odczytać. Spróbuj ponownie.',
    invalid_request: 'Usługa nie mogła przyjąć tego żądania.',
    conflict: 'W międzyczasie coś się zmieniło. Sprawdź swoje połączenia.',
    sync_failed: 'Synchronizacja nie została dokończona.',
    popup_blocked:
      'Przeglądarka zablokowała okno logowania. Zezwól na wyskakujące okna dla tej witryny i spróbuj ponownie.',
    popup_closed: 'Okno logowania zostało zamknięte, zanim skończyłeś.',
    timeout: 'Logowanie trwało zbyt długo.',
    state_mismatch: 'Nie udało się zweryfikować logowania, więc je przerwaliśmy, aby chronić Twoje konto.',
    issuer_mismatch: 'Nie udało się zweryfikować serwera logowania, więc przerwaliśmy, aby chronić Twoje konto.',
    authorization_denied: 'Nie przyznano dostępu.',
    token_exchange_failed: 'Nie udało się dokończyć logowania.',
    userinfo_failed: 'Nie udało się wczytać Twojego profilu.',
    discovery_failed: 'Nie udało się połączyć z usługą logowania.',
    insecure_issuer: 'Serwer logowania nie jest bezpieczny, więc go nie użyliśmy. Powiadom właściciela witryny.',
    session_expired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    retailer_not_found: 'Nie znaleźliśmy tego sklepu. Wybierz sklep z listy.',
    connection_not_in_error: 'To połączenie działa, więc nie trzeba go ponownie łączyć.',
    invalid_authorization_params:
      'Ta witryna poprosiła o ustawienia logowania, których usługa nie akceptuje, więc nie zalogowaliśmy Cię. Powiadom właściciela witryny.',
  },
  forbiddenMissing: (detail) => `Tej aplikacji brakuje uprawnienia. Usługa odpowiada: „${detail}”`,
  retryIn: (s) =>
    `Możesz spróbować ponownie za ${s > 90 ? plural('pl', Math.ceil(s / 60), { one: '# minutę', few: '# minuty', many: '# minut', other: '# minuty' }) : plural('pl', s, { one: '# sekundę', few: '# sekundy', many: '# sekund', other: '# sekundy' })}.`,
  retryNow: 'Możesz teraz spróbować ponownie.',
  waitingForNetwork: 'Czekamy na powrót sieci…',
  retailerErrors: {
    invalid_credentials: 'Sklep nie przyjął Twojej nazwy użytkownika lub hasła.',
    account_locked: 'Twoje konto w sklepie jest zablokowane. Odblokuj je na stronie sklepu i spróbuj ponownie.',
    mfa_failed: 'Kod weryfikacyjny nie został przyjęty.',
  },
  actions: {
    signIn: 'Zaloguj się ponownie',
    retry: 'Spróbuj ponownie',
    showCatalog: 'Wróć do sklepów',
    showConnections: 'Przejdź do połączeń',
    close: 'Zamknij',
  },
};
