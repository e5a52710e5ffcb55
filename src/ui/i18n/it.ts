/**
 * Italian. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const ordini = (n: number) => plural('it', n, { one: '# ordine', many: '# di ordini', other: '# ordini' });
const negozi = (n: number) => plural('it', n, { one: '# negozio', many: '# di negozi', other: '# negozi' });

/** Italian: loaded only when chosen. */
export const it: Messages = {
  brand: 'RetailSync',
  close: 'Chiudi',
  offline: 'Sei offline. In attesa della rete…',
  signedInAs: (name) => `Accesso effettuato come ${name}`,
  signIn: 'Accedi',
  signOut: 'Esci',
  alreadyConnected: 'Hai già collegato un negozio?',
  providerSaid: (message, reason) => `${message} Il servizio di accesso ha risposto: «${reason}»`,
  loading: 'Caricamento…',
  tryAgain: 'Riprova',

  catalogTitle: 'Collega un negozio',
  searchLabel: 'Cerca negozi',
  resultCount: negozi,
  noResults: (query) => `Nessun negozio corrisponde a «${query}».`,
  retailersList: 'Negozi',
  yourConnections: 'I tuoi collegamenti',

  signInTitle: 'Accedi per continuare',
  signInBody: (retailer) =>
    `Accedi a RetailSync${retailer ? ` per collegare ${retailer}` : ''}. Si aprirà una finestra di accesso.`,
  signingIn: 'In attesa della finestra di accesso…',
  backToCatalog: 'Torna ai negozi',

  connectTitle: (retailer) => `Collega ${retailer}`,
  reconnectTitle: (retailer) => `Ricollega ${retailer}`,
  credentialsHelp: 'Usa il nome utente e la password del sito web del negozio.',
  username: 'Nome utente',
  password: 'Password',
  showPassword: 'Mostra password',
  connect: 'Collega',
  reconnect: 'Ricollega',
  connecting: 'Collegamento in corso…',
  thisRetailer: 'questo negozio',
  reconnectReasons: {
    invalid_credentials: 'Il negozio ha rifiutato il nome utente o la password: inseriscili di nuovo.',
    credentials_expired: 'La password del negozio è scaduta: inserisci quella nuova.',
    account_locked:
      'Il tuo account presso il negozio è stato bloccato: sbloccalo sul sito del negozio, poi inserisci di nuovo la password.',
    mfa_failed:
      'Il codice di verifica non è stato accettato: inserisci di nuovo la password per ricevere un nuovo codice.',
    other: 'Questo collegamento non funziona più: inserisci di nuovo nome utente e password.',
  },

  connectionsList: 'Negozi collegati',
  noConnections: 'Non hai ancora collegato nessun negozio.',
  addRetailer: 'Aggiungi un negozio',
  syncNow: 'Sincronizza ora',
  syncAll: 'Sincronizza tutto',
  connectionStatus: { active: 'Attivo', error: 'Richiede attenzione', pending: 'In attesa' },
  lastSync: (relative) => `Ultima sincronizzazione ${relative}`,
  neverSynced: 'Mai sincronizzato',

  mfaTitle: 'Conferma la tua identità',
  mfaCode: 'Codice di verifica',
  verify: 'Verifica',
  verifying: 'Verifica in corso…',

  syncingTitle: 'Sincronizzazione dei tuoi ordini',
  syncProgress: 'Avanzamento della sincronizzazione',
  syncStatus: {
    queued: 'In attesa di iniziare',
    connecting: 'Accesso al negozio',
    scanning: 'Recupero degli ordini',
    completed: 'Completato',
    error: 'Non riuscito',
    userintervention: 'In attesa del tuo codice di verifica',
  },
  ordersSoFar: (n) => `${ordini(n)} recuperati finora`,

  orderCount: ordini,
  successTitle: 'Tutto sincronizzato',
  syncedExcept: (n) => `Sincronizzato, tranne ${negozi(n)}`,
  notSynced: 'Non sincronizzato',
  successBody: (n) => `${ordini(n)} recuperati.`,
  done: 'Fine',

  errorTitle: 'Qualcosa è andato storto',
  errors: {
    unauthorized: 'Il tuo accesso non è più valido. Accedi di nuovo.',
    forbidden: 'Questa app non è autorizzata a farlo. Contatta il gestore del servizio.',
    not_found: 'Non abbiamo trovato ciò che hai chiesto. Potrebbe essere stato rimosso.',
    rate_limited: 'Troppe richieste in poco tempo.',
    upstream: 'Il servizio del negozio ha avuto un problema. Riprova.',
    network: 'Non siamo riusciti a raggiungere il servizio. Controlla la connessione e riprova.',
    invalid_response: 'Il servizio ha inviato una risposta che non siamo riusciti a leggere. Riprova.',
    invalid_request: 'Il servizio non ha potuto accettare questa richiesta.',
    conflict: 'Nel frattempo qualcosa è cambiato. Controlla i tuoi collegamenti.',
    sync_failed: 'La sincronizzazione non è stata completata.',
    popup_blocked: 'Il browser ha bloccato la finestra di accesso. Consenti i pop-up per questo sito e riprova.',
    popup_closed: 'La finestra di accesso è stata chiusa prima che tu finissi.',
    timeout: "L'accesso ha richiesto troppo tempo.",
    state_mismatch:
      "Non siamo riusciti a verificare l'accesso, quindi l'abbiamo interrotto per proteggere il tuo account.",
    issuer_mismatch:
      'Non siamo riusciti a verificare il server di accesso, quindi ci siamo fermati per proteggere il tuo account.',
    authorization_denied: "L'accesso non è stato concesso.",
    token_exchange_failed: "Non siamo riusciti a completare l'accesso.",
    userinfo_failed: 'Non siamo riusciti a caricare il tuo profilo.',
    discovery_failed: 'Non siamo riusciti a raggiungere il servizio di accesso.',
    insecure_issuer: 'Il server di accesso non è sicuro, quindi non lo abbiamo usato. Avvisa il gestore del sito.',
    session_expired: 'La tua sessione è scaduta. Accedi di nuovo.',
    retailer_not_found: "Non abbiamo trovato quel negozio. Scegline uno dall'elenco.",
    connection_not_in_error: 'Questo collegamento funziona, quindi non serve ricollegarlo.',
    invalid_authorization_params:
      'Questo sito ha chiesto impostazioni di accesso che il servizio non accetta, quindi non ti abbiamo fatto accedere. Avvisa il gestore del sito.',
  },
  forbiddenMissing: (detail) => `A questa app manca un'autorizzazione. Il servizio dice: «${detail}»`,
  retryIn: (s) =>
    `Potrai riprovare tra ${s > 90 ? plural('it', Math.ceil(s / 60), { one: '# minuto', other: '# minuti' }) : plural('it', s, { one: '# secondo', other: '# secondi' })}.`,
  retryNow: 'Ora puoi riprovare.',
  waitingForNetwork: 'In attesa che la rete torni disponibile…',
  retailerErrors: {
    invalid_credentials: 'Il negozio non ha accettato il nome utente o la password.',
    account_locked: 'Il tuo account presso il negozio è bloccato. Sbloccalo sul sito del negozio, poi riprova.',
    mfa_failed: 'Il codice di verifica non è stato accettato.',
  },
  actions: {
    signIn: 'Accedi di nuovo',
    retry: 'Riprova',
    showCatalog: 'Torna ai negozi',
    showConnections: 'Vai ai tuoi collegamenti',
    close: 'Chiudi',
  },
};
