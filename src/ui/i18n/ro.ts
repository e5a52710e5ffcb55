/**
 * Romanian. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// Romanian: 1 comandă, 2–19 comenzi (few, also 0), 20+ de comenzi (other).
const comenzi = (n: number) => plural('ro', n, { one: '# comandă', few: '# comenzi', other: '# de comenzi' });
const magazine = (n: number) => plural('ro', n, { one: '# magazin', few: '# magazine', other: '# de magazine' });

/** Romanian: loaded only when chosen. */
export const ro: Messages = {
  brand: 'RetailSync',
  close: 'Închide',
  offline: 'Ești offline. Se așteaptă rețeaua…',
  signedInAs: (name) => `Conectat ca ${name}`,
  signIn: 'Conectează-te',
  signOut: 'Deconectează-te',
  alreadyConnected: 'Ai conectat deja un magazin?',
  providerSaid: (message, reason) => `${message} Serviciul de conectare a răspuns: „${reason}”`,
  loading: 'Se încarcă…',
  tryAgain: 'Încearcă din nou',

  catalogTitle: 'Conectează un magazin',
  searchLabel: 'Caută magazine',
  resultCount: magazine,
  noResults: (query) => `Niciun magazin nu corespunde cu „${query}”.`,
  retailersList: 'Magazine',
  yourConnections: 'Conexiunile tale',

  signInTitle: 'Conectează-te pentru a continua',
  signInBody: (retailer) =>
    `Conectează-te la RetailSync${retailer ? ` pentru a conecta ${retailer}` : ''}. Se va deschide o fereastră de conectare.`,
  signingIn: 'Se așteaptă fereastra de conectare…',
  backToCatalog: 'Înapoi la magazine',

  connectTitle: (retailer) => `Conectează ${retailer}`,
  reconnectTitle: (retailer) => `Reconectează ${retailer}`,
  credentialsHelp: 'Folosește numele de utilizator și parola de pe site-ul magazinului.',
  username: 'Nume de utilizator',
  password: 'Parolă',
  showPassword: 'Arată parola',
  connect: 'Conectează',
  reconnect: 'Reconectează',
  connecting: 'Se conectează…',
  thisRetailer: 'acest magazin',
  reconnectReasons: {
    invalid_credentials: 'Magazinul a refuzat numele de utilizator sau parola: introdu-le din nou.',
    credentials_expired: 'Parola de la magazin a expirat: introdu-o pe cea nouă.',
    account_locked:
      'Contul tău la magazin a fost blocat: deblochează-l pe site-ul magazinului, apoi introdu din nou parola.',
    mfa_failed: 'Codul de verificare nu a fost acceptat: introdu din nou parola pentru a primi un cod nou.',
    other: 'Această conexiune nu mai funcționează: introdu din nou numele de utilizator și parola.',
  },

  connectionsList: 'Magazine conectate',
  noConnections: 'Nu ai conectat încă niciun magazin.',
  addRetailer: 'Adaugă un magazin',
  syncNow: 'Sincronizează acum',
  syncAll: 'Sincronizează tot',
  connectionStatus: { active: 'Activă', error: 'Necesită atenție', pending: 'În așteptare' },
  lastSync: (relative) => `Sincronizat ultima dată ${relative}`,
  neverSynced: 'Nesincronizat niciodată',

  mfaTitle: 'Confirmă că ești tu',
  mfaCode: 'Cod de verificare',
  verify: 'Verifică',
  verifying: 'Se verifică…',

  syncingTitle: 'Se sincronizează comenzile tale',
  syncProgress: 'Progresul sincronizării',
  syncStatus: {
    queued: 'Așteaptă să înceapă',
    connecting: 'Conectare la magazin',
    scanning: 'Se preiau comenzile',
    completed: 'Finalizat',
    error: 'Eșuat',
    userintervention: 'Se așteaptă codul tău de verificare',
  },
  ordersSoFar: (n) => `Preluate până acum: ${comenzi(n)}`,

  orderCount: comenzi,
  successTitle: 'Totul este sincronizat',
  syncedExcept: (n) => `Sincronizat, cu excepția a ${magazine(n)}`,
  notSynced: 'Nesincronizat',
  successBody: (n) => `Preluate: ${comenzi(n)}.`,
  done: 'Gata',

  errorTitle: 'Ceva nu a funcționat',
  errors: {
    unauthorized: 'Conectarea ta nu mai este validă. Conectează-te din nou.',
    forbidden: 'Această aplicație nu are voie să facă asta. Contactează operatorul serviciului.',
    not_found: 'Nu am găsit ce ai cerut. Este posibil să fi fost eliminat.',
    rate_limited: 'Prea multe solicitări într-un timp scurt.',
    upstream: 'Serviciul magazinului a avut o problemă. Încearcă din nou.',
    network: 'Nu am putut contacta serviciul. Verifică-ți conexiunea și încearcă din nou.',
    invalid_response: 'Serviciul a trimis un răspuns pe care nu l-am putut citi. Încearcă din nou.',
    invalid_request: 'Serviciul nu a putut accepta această solicitare.',
    conflict: 'Ceva s-a schimbat între timp. Verifică-ți conexiunile.',
    sync_failed: 'Sincronizarea nu s-a încheiat.',
    popup_blocked:
      'Browserul a blocat fereastra de conectare. Permite ferestrele pop-up pentru acest site și încearcă din nou.',
    popup_closed: 'Fereastra de conectare a fost închisă înainte să termini.',
    timeout: 'Conectarea a durat prea mult.',
    state_mismatch: 'Nu am putut verifica conectarea, așa că am oprit-o pentru a-ți proteja contul.',
    issuer_mismatch: 'Nu am putut verifica serverul de conectare, așa că ne-am oprit pentru a-ți proteja contul.',
    authorization_denied: 'Accesul nu a fost acordat.',
    token_exchange_failed: 'Nu am putut finaliza conectarea.',
    userinfo_failed: 'Nu am putut încărca profilul tău.',
    discovery_failed: 'Nu am putut contacta serviciul de conectare.',
    insecure_issuer: 'Serverul de conectare nu este sigur, așa că nu l-am folosit. Anunță proprietarul site-ului.',
    session_expired: 'Sesiunea ta a expirat. Conectează-te din nou.',
    retailer_not_found: 'Nu am găsit acel magazin. Alege unul din listă.',
    connection_not_in_error: 'Această conexiune funcționează, deci nu trebuie reconectată.',
    invalid_authorization_params:
      'Acest site a cerut setări de conectare pe care serviciul nu le acceptă, așa că nu te-am conectat. Anunță proprietarul site-ului.',
  },
  forbiddenMissing: (detail) => `Acestei aplicații îi lipsește o permisiune. Serviciul spune: „${detail}”`,
  retryIn: (s) =>
    `Poți încerca din nou peste ${s > 90 ? plural('ro', Math.ceil(s / 60), { one: '# minut', few: '# minute', other: '# de minute' }) : plural('ro', s, { one: '# secundă', few: '# secunde', other: '# de secunde' })}.`,
  retryNow: 'Poți încerca din nou acum.',
  waitingForNetwork: 'Se așteaptă revenirea rețelei…',
  retailerErrors: {
    invalid_credentials: 'Magazinul nu a acceptat numele de utilizator sau parola.',
    account_locked: 'Contul tău la magazin este blocat. Deblochează-l pe site-ul magazinului, apoi încearcă din nou.',
    mfa_failed: 'Codul de verificare nu a fost acceptat.',
  },
  actions: {
    signIn: 'Conectează-te din nou',
    retry: 'Încearcă din nou',
    showCatalog: 'Înapoi la magazine',
    showConnections: 'Mergi la conexiunile tale',
    close: 'Închide',
  },
};
