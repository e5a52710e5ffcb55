/**
 * Norwegian Bokmål (also for `no`). Machine-translated from the English catalogue; not yet reviewed
 * by a native speaker. docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const bestillinger = (n: number) => plural('nb', n, { one: '# bestilling', other: '# bestillinger' });
const butikker = (n: number) => plural('nb', n, { one: '# butikk', other: '# butikker' });

/** Norwegian Bokmål: loaded only when chosen. */
export const nb: Messages = {
  brand: 'RetailSync',
  close: 'Lukk',
  offline: 'Du er frakoblet. Venter på nettverket…',
  signedInAs: (name) => `Logget inn som ${name}`,
  signIn: 'Logg inn',
  signOut: 'Logg ut',
  alreadyConnected: 'Har du allerede koblet til en butikk?',
  providerSaid: (message, reason) => `${message} Innloggingstjenesten svarte: «${reason}»`,
  loading: 'Laster inn…',
  tryAgain: 'Prøv igjen',

  catalogTitle: 'Koble til en butikk',
  searchLabel: 'Søk etter butikker',
  resultCount: butikker,
  noResults: (query) => `Ingen butikk samsvarer med «${query}».`,
  retailersList: 'Butikker',
  yourConnections: 'Dine tilkoblinger',

  signInTitle: 'Logg inn for å fortsette',
  signInBody: (retailer) =>
    `Logg inn på RetailSync${retailer ? ` for å koble til ${retailer}` : ''}. Et innloggingsvindu åpnes.`,
  signingIn: 'Venter på innloggingsvinduet…',
  backToCatalog: 'Tilbake til butikkene',

  connectTitle: (retailer) => `Koble til ${retailer}`,
  reconnectTitle: (retailer) => `Koble til ${retailer} på nytt`,
  credentialsHelp: 'Bruk brukernavnet og passordet ditt fra butikkens nettsted.',
  username: 'Brukernavn',
  password: 'Passord',
  showPassword: 'Vis passord',
  connect: 'Koble til',
  reconnect: 'Koble til på nytt',
  connecting: 'Kobler til…',
  thisRetailer: 'denne butikken',
  reconnectReasons: {
    invalid_credentials: 'Butikken avviste brukernavnet eller passordet: skriv dem inn på nytt.',
    credentials_expired: 'Passordet hos butikken har utløpt: skriv inn det nye.',
    account_locked:
      'Kontoen din hos butikken er låst: lås den opp på butikkens nettsted, og skriv deretter inn passordet på nytt.',
    mfa_failed: 'Bekreftelseskoden ble ikke godtatt: skriv inn passordet på nytt for å få en ny kode.',
    other: 'Denne tilkoblingen sluttet å virke: skriv inn brukernavn og passord på nytt.',
  },

  connectionsList: 'Tilkoblede butikker',
  noConnections: 'Du har ikke koblet til noen butikk ennå.',
  addRetailer: 'Legg til en butikk',
  syncNow: 'Synkroniser nå',
  syncAll: 'Synkroniser alle',
  connectionStatus: { active: 'Aktiv', error: 'Trenger tilsyn', pending: 'Venter' },
  lastSync: (relative) => `Sist synkronisert ${relative}`,
  neverSynced: 'Aldri synkronisert',

  mfaTitle: 'Bekreft at det er deg',
  mfaCode: 'Bekreftelseskode',
  verify: 'Bekreft',
  verifying: 'Bekrefter…',

  syncingTitle: 'Synkroniserer bestillingene dine',
  syncProgress: 'Synkroniseringsfremdrift',
  syncStatus: {
    queued: 'Venter på å starte',
    connecting: 'Logger inn hos butikken',
    scanning: 'Henter bestillinger',
    completed: 'Fullført',
    error: 'Mislyktes',
    userintervention: 'Venter på bekreftelseskoden din',
  },
  ordersSoFar: (n) => `${bestillinger(n)} hentet så langt`,

  orderCount: bestillinger,
  successTitle: 'Alt er synkronisert',
  syncedExcept: (n) => `Synkronisert, unntatt ${butikker(n)}`,
  notSynced: 'Ikke synkronisert',
  successBody: (n) => `${bestillinger(n)} hentet.`,
  done: 'Ferdig',

  errorTitle: 'Noe gikk galt',
  errors: {
    unauthorized: 'Innloggingen din er ikke lenger gyldig. Logg inn på nytt.',
    forbidden: 'Denne appen har ikke lov til å gjøre det. Kontakt operatøren av tjenesten.',
    not_found: 'Vi fant ikke det du ba om. Det kan ha blitt fjernet.',
    rate_limited: 'For mange forespørsler på kort tid.',
    upstream: 'Butikkens tjeneste hadde et problem. Prøv igjen.',
    network: 'Vi nådde ikke tjenesten. Sjekk tilkoblingen og prøv igjen.',
    invalid_response: 'Tjenesten sendte et svar vi ikke kunne lese. Prøv igjen.',
    invalid_request: 'Tjenesten kunne ikke ta imot den forespørselen.',
    conflict: 'Dette har endret seg i mellomtiden. Sjekk tilkoblingene dine.',
    sync_failed: 'Synkroniseringen ble ikke fullført.',
    popup_blocked: 'Nettleseren blokkerte innloggingsvinduet. Tillat popup-vinduer for dette nettstedet og prøv igjen.',
    popup_closed: 'Innloggingsvinduet ble lukket før du var ferdig.',
    timeout: 'Innloggingen tok for lang tid.',
    state_mismatch: 'Vi kunne ikke bekrefte innloggingen, så vi stoppet den for å beskytte kontoen din.',
    issuer_mismatch: 'Vi kunne ikke bekrefte innloggingsserveren, så vi stoppet for å beskytte kontoen din.',
    authorization_denied: 'Tilgang ble ikke gitt.',
    token_exchange_failed: 'Vi kunne ikke fullføre innloggingen.',
    userinfo_failed: 'Vi kunne ikke laste inn profilen din.',
    discovery_failed: 'Vi nådde ikke innloggingstjenesten.',
    insecure_issuer: 'Innloggingsserveren er ikke sikker, så vi brukte den ikke. Gi beskjed til eieren av nettstedet.',
    session_expired: 'Økten din har utløpt. Logg inn på nytt.',
    retailer_not_found: 'Vi fant ikke den butikken. Velg en fra listen.',
    connection_not_in_error: 'Denne tilkoblingen virker, så den trenger ikke å kobles til på nytt.',
    invalid_authorization_params:
      'Dette nettstedet ba om innloggingsinnstillinger som tjenesten ikke godtar, så vi logget deg ikke inn. Gi beskjed til eieren av nettstedet.',
  },
  forbiddenMissing: (detail) => `Denne appen mangler en tillatelse. Tjenesten sier: «${detail}»`,
  retryIn: (s) =>
    `Du kan prøve igjen om ${s > 90 ? plural('nb', Math.ceil(s / 60), { one: '# minutt', other: '# minutter' }) : plural('nb', s, { one: '# sekund', other: '# sekunder' })}.`,
  retryNow: 'Du kan prøve igjen nå.',
  waitingForNetwork: 'Venter på at nettverket kommer tilbake…',
  retailerErrors: {
    invalid_credentials: 'Butikken godtok ikke brukernavnet eller passordet ditt.',
    account_locked: 'Kontoen din hos butikken er låst. Lås den opp på butikkens nettsted, og prøv igjen.',
    mfa_failed: 'Bekreftelseskoden ble ikke godtatt.',
  },
  actions: {
    signIn: 'Logg inn på nytt',
    retry: 'Prøv igjen',
    showCatalog: 'Tilbake til butikkene',
    showConnections: 'Gå til tilkoblingene dine',
    close: 'Lukk',
  },
};
