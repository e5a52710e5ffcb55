/**
 * Swedish. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const ordrar = (n: number) => plural('sv', n, { one: '# beställning', other: '# beställningar' });
const butiker = (n: number) => plural('sv', n, { one: '# butik', other: '# butiker' });

/** Swedish: loaded only when chosen. */
export const sv: Messages = {
  brand: 'RetailSync',
  close: 'Stäng',
  offline: 'Du är offline. Väntar på nätverket…',
  signedInAs: (name) => `Inloggad som ${name}`,
  signIn: 'Logga in',
  signOut: 'Logga ut',
  alreadyConnected: 'Har du redan kopplat en butik?',
  providerSaid: (message, reason) => `${message} Inloggningstjänsten svarade: ”${reason}”`,
  loading: 'Läser in…',
  tryAgain: 'Försök igen',

  catalogTitle: 'Koppla en butik',
  searchLabel: 'Sök butiker',
  resultCount: butiker,
  noResults: (query) => `Ingen butik matchar ”${query}”.`,
  retailersList: 'Butiker',
  yourConnections: 'Dina kopplingar',

  signInTitle: 'Logga in för att fortsätta',
  signInBody: (retailer) =>
    `Logga in på RetailSync${retailer ? ` för att koppla ${retailer}` : ''}. Ett inloggningsfönster öppnas.`,
  signingIn: 'Väntar på inloggningsfönstret…',
  backToCatalog: 'Tillbaka till butikerna',

  connectTitle: (retailer) => `Koppla ${retailer}`,
  reconnectTitle: (retailer) => `Koppla ${retailer} igen`,
  credentialsHelp: 'Använd ditt användarnamn och lösenord från butikens webbplats.',
  username: 'Användarnamn',
  password: 'Lösenord',
  showPassword: 'Visa lösenord',
  connect: 'Koppla',
  reconnect: 'Koppla igen',
  connecting: 'Kopplar…',
  thisRetailer: 'den här butiken',
  reconnectReasons: {
    invalid_credentials: 'Butiken avvisade användarnamnet eller lösenordet: ange dem igen.',
    credentials_expired: 'Lösenordet hos butiken har gått ut: ange det nya.',
    account_locked:
      'Ditt konto hos butiken har låsts: lås upp det på butikens webbplats och ange sedan lösenordet igen.',
    mfa_failed: 'Verifieringskoden godkändes inte: ange lösenordet igen för att få en ny kod.',
    other: 'Den här kopplingen slutade fungera: ange användarnamn och lösenord igen.',
  },

  connectionsList: 'Kopplade butiker',
  noConnections: 'Du har inte kopplat någon butik än.',
  addRetailer: 'Lägg till en butik',
  syncNow: 'Synka nu',
  syncAll: 'Synka alla',
  connectionStatus: { active: 'Aktiv', error: 'Behöver åtgärdas', pending: 'Väntar' },
  lastSync: (relative) => `Senast synkad ${relative}`,
  neverSynced: 'Aldrig synkad',

  mfaTitle: 'Bekräfta att det är du',
  mfaCode: 'Verifieringskod',
  verify: 'Verifiera',
  verifying: 'Verifierar…',

  syncingTitle: 'Synkar dina beställningar',
  syncProgress: 'Synkförlopp',
  syncStatus: {
    queued: 'Väntar på att starta',
    connecting: 'Loggar in hos butiken',
    scanning: 'Hämtar beställningar',
    completed: 'Klar',
    error: 'Misslyckades',
    userintervention: 'Väntar på din verifieringskod',
  },
  ordersSoFar: (n) => `${ordrar(n)} hämtade hittills`,

  orderCount: ordrar,
  successTitle: 'Allt är synkat',
  syncedExcept: (n) => `Synkat, utom ${butiker(n)}`,
  notSynced: 'Inte synkad',
  successBody: (n) => `${ordrar(n)} hämtade.`,
  done: 'Klar',

  errorTitle: 'Något gick fel',
  errors: {
    unauthorized: 'Din inloggning gäller inte längre. Logga in igen.',
    forbidden: 'Den här appen får inte göra det. Kontakta tjänstens operatör.',
    not_found: 'Vi hittade inte det du bad om. Det kan ha tagits bort.',
    rate_limited: 'För många förfrågningar på kort tid.',
    upstream: 'Butikens tjänst hade ett problem. Försök igen.',
    network: 'Vi nådde inte tjänsten. Kontrollera din anslutning och försök igen.',
    invalid_response: 'Tjänsten skickade ett svar som vi inte kunde läsa. Försök igen.',
    invalid_request: 'Tjänsten kunde inte ta emot den förfrågan.',
    conflict: 'Det här har ändrats under tiden. Kontrollera dina kopplingar.',
    sync_failed: 'Synkningen slutfördes inte.',
    popup_blocked:
      'Webbläsaren blockerade inloggningsfönstret. Tillåt popup-fönster för den här webbplatsen och försök igen.',
    popup_closed: 'Inloggningsfönstret stängdes innan du var klar.',
    timeout: 'Inloggningen tog för lång tid.',
    state_mismatch: 'Vi kunde inte verifiera inloggningen, så vi avbröt den för att skydda ditt konto.',
    issuer_mismatch: 'Vi kunde inte verifiera inloggningsservern, så vi avbröt för att skydda ditt konto.',
    authorization_denied: 'Åtkomst beviljades inte.',
    token_exchange_failed: 'Vi kunde inte slutföra inloggningen.',
    userinfo_failed: 'Vi kunde inte läsa in din profil.',
    discovery_failed: 'Vi nådde inte inloggningstjänsten.',
    insecure_issuer: 'Inloggningsservern är inte säker, så vi använde den inte. Meddela webbplatsens ägare.',
    session_expired: 'Din session har gått ut. Logga in igen.',
    retailer_not_found: 'Vi hittade inte den butiken. Välj en i listan.',
    connection_not_in_error: 'Den här kopplingen fungerar, så den behöver inte kopplas igen.',
    invalid_authorization_params:
      'Den här webbplatsen begärde inloggningsinställningar som tjänsten inte godtar, så vi loggade inte in dig. Meddela webbplatsens ägare.',
  },
  forbiddenMissing: (detail) => `Den här appen saknar en behörighet. Tjänsten säger: ”${detail}”`,
  retryIn: (s) =>
    `Du kan försöka igen om ${s > 90 ? plural('sv', Math.ceil(s / 60), { one: '# minut', other: '# minuter' }) : plural('sv', s, { one: '# sekund', other: '# sekunder' })}.`,
  retryNow: 'Du kan försöka igen nu.',
  waitingForNetwork: 'Väntar på att nätverket ska komma tillbaka…',
  retailerErrors: {
    invalid_credentials: 'Butiken godtog inte ditt användarnamn eller lösenord.',
    account_locked: 'Ditt konto hos butiken är låst. Lås upp det på butikens webbplats och försök sedan igen.',
    mfa_failed: 'Verifieringskoden godkändes inte.',
  },
  actions: {
    signIn: 'Logga in igen',
    retry: 'Försök igen',
    showCatalog: 'Tillbaka till butikerna',
    showConnections: 'Gå till dina kopplingar',
    close: 'Stäng',
  },
};
