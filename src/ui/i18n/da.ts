/**
 * Danish. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const ordrer = (n: number) => plural('da', n, { one: '# ordre', other: '# ordrer' });
const butikker = (n: number) => plural('da', n, { one: '# butik', other: '# butikker' });

/** Danish: loaded only when chosen. */
export const da: Messages = {
  brand: 'RetailSync',
  close: 'Luk',
  offline: 'Du er offline. Venter på netværket…',
  signedInAs: (name) => `Logget ind som ${name}`,
  signIn: 'Log ind',
  signOut: 'Log ud',
  alreadyConnected: 'Har du allerede forbundet en butik?',
  providerSaid: (message, reason) => `${message} Logintjenesten svarede: »${reason}«`,
  loading: 'Indlæser…',
  tryAgain: 'Prøv igen',

  catalogTitle: 'Forbind en butik',
  searchLabel: 'Søg efter butikker',
  resultCount: butikker,
  noResults: (query) => `Ingen butik matcher »${query}«.`,
  retailersList: 'Butikker',
  yourConnections: 'Dine forbindelser',

  signInTitle: 'Log ind for at fortsætte',
  signInBody: (retailer) =>
    `Log ind på RetailSync${retailer ? ` for at forbinde ${retailer}` : ''}. Et loginvindue åbnes.`,
  signingIn: 'Venter på loginvinduet…',
  backToCatalog: 'Tilbage til butikkerne',

  connectTitle: (retailer) => `Forbind ${retailer}`,
  reconnectTitle: (retailer) => `Forbind ${retailer} igen`,
  credentialsHelp: 'Brug dit brugernavn og din adgangskode fra butikkens websted.',
  username: 'Brugernavn',
  password: 'Adgangskode',
  showPassword: 'Vis adgangskode',
  connect: 'Forbind',
  reconnect: 'Forbind igen',
  connecting: 'Forbinder…',
  thisRetailer: 'denne butik',
  reconnectReasons: {
    invalid_credentials: 'Butikken afviste brugernavnet eller adgangskoden: indtast dem igen.',
    credentials_expired: 'Adgangskoden hos butikken er udløbet: indtast den nye.',
    account_locked:
      'Din konto hos butikken er blevet låst: lås den op på butikkens websted, og indtast derefter din adgangskode igen.',
    mfa_failed: 'Bekræftelseskoden blev ikke godkendt: indtast din adgangskode igen for at få en ny kode.',
    other: 'Denne forbindelse holdt op med at virke: indtast dit brugernavn og din adgangskode igen.',
  },

  connectionsList: 'Forbundne butikker',
  noConnections: 'Du har ikke forbundet en butik endnu.',
  addRetailer: 'Tilføj en butik',
  syncNow: 'Synkroniser nu',
  syncAll: 'Synkroniser alle',
  connectionStatus: { active: 'Aktiv', error: 'Kræver handling', pending: 'Afventer' },
  lastSync: (relative) => `Sidst synkroniseret ${relative}`,
  neverSynced: 'Aldrig synkroniseret',

  mfaTitle: 'Bekræft, at det er dig',
  mfaCode: 'Bekræftelseskode',
  verify: 'Bekræft',
  verifying: 'Bekræfter…',

  syncingTitle: 'Synkroniserer dine ordrer',
  syncProgress: 'Synkroniseringsforløb',
  syncStatus: {
    queued: 'Venter på at starte',
    connecting: 'Logger ind hos butikken',
    scanning: 'Henter ordrer',
    completed: 'Fuldført',
    error: 'Mislykkedes',
    userintervention: 'Venter på din bekræftelseskode',
  },
  ordersSoFar: (n) => `${ordrer(n)} hentet indtil videre`,

  orderCount: ordrer,
  successTitle: 'Alt er synkroniseret',
  syncedExcept: (n) => `Synkroniseret, undtagen ${butikker(n)}`,
  notSynced: 'Ikke synkroniseret',
  successBody: (n) => `${ordrer(n)} hentet.`,
  done: 'Færdig',

  errorTitle: 'Noget gik galt',
  errors: {
    unauthorized: 'Dit login er ikke længere gyldigt. Log ind igen.',
    forbidden: 'Denne app har ikke tilladelse til det. Kontakt tjenestens operatør.',
    not_found: 'Vi kunne ikke finde det, du bad om. Det er muligvis blevet fjernet.',
    rate_limited: 'For mange forespørgsler på kort tid.',
    upstream: 'Butikkens tjeneste havde et problem. Prøv igen.',
    network: 'Vi kunne ikke nå tjenesten. Tjek din forbindelse, og prøv igen.',
    invalid_response: 'Tjenesten sendte et svar, vi ikke kunne læse. Prøv igen.',
    invalid_request: 'Tjenesten kunne ikke modtage den forespørgsel.',
    conflict: 'Dette er blevet ændret i mellemtiden. Tjek dine forbindelser.',
    sync_failed: 'Synkroniseringen blev ikke fuldført.',
    popup_blocked: 'Din browser blokerede loginvinduet. Tillad pop op-vinduer for dette websted, og prøv igen.',
    popup_closed: 'Loginvinduet blev lukket, før du var færdig.',
    timeout: 'Det tog for lang tid at logge ind.',
    state_mismatch: 'Vi kunne ikke bekræfte login, så vi stoppede det for at beskytte din konto.',
    issuer_mismatch: 'Vi kunne ikke bekræfte loginserveren, så vi stoppede for at beskytte din konto.',
    authorization_denied: 'Der blev ikke givet adgang.',
    token_exchange_failed: 'Vi kunne ikke fuldføre dit login.',
    userinfo_failed: 'Vi kunne ikke indlæse din profil.',
    discovery_failed: 'Vi kunne ikke nå logintjenesten.',
    insecure_issuer: 'Loginserveren er ikke sikker, så vi brugte den ikke. Giv webstedets ejer besked.',
    session_expired: 'Din session er udløbet. Log ind igen.',
    retailer_not_found: 'Vi kunne ikke finde den butik. Vælg en fra listen.',
    connection_not_in_error: 'Denne forbindelse virker, så den behøver ikke at blive forbundet igen.',
    invalid_authorization_params:
      'Dette websted bad om loginindstillinger, som tjenesten ikke accepterer, så vi loggede dig ikke ind. Giv webstedets ejer besked.',
  },
  forbiddenMissing: (detail) => `Denne app mangler en tilladelse. Tjenesten siger: »${detail}«`,
  retryIn: (s) =>
    `Du kan prøve igen om ${s > 90 ? plural('da', Math.ceil(s / 60), { one: '# minut', other: '# minutter' }) : plural('da', s, { one: '# sekund', other: '# sekunder' })}.`,
  retryNow: 'Du kan prøve igen nu.',
  waitingForNetwork: 'Venter på, at netværket kommer tilbage…',
  retailerErrors: {
    invalid_credentials: 'Butikken godkendte ikke dit brugernavn eller din adgangskode.',
    account_locked: 'Din konto hos butikken er låst. Lås den op på butikkens websted, og prøv igen.',
    mfa_failed: 'Bekræftelseskoden blev ikke godkendt.',
  },
  actions: {
    signIn: 'Log ind igen',
    retry: 'Prøv igen',
    showCatalog: 'Tilbage til butikkerne',
    showConnections: 'Gå til dine forbindelser',
    close: 'Luk',
  },
};
