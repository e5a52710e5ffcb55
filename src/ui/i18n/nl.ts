/**
 * Dutch. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const bestellingen = (n: number) => plural('nl', n, { one: '# bestelling', other: '# bestellingen' });
const winkels = (n: number) => plural('nl', n, { one: '# winkel', other: '# winkels' });

/** Dutch: loaded only when chosen. */
export const nl: Messages = {
  brand: 'RetailSync',
  close: 'Sluiten',
  offline: 'Je bent offline. Wachten op het netwerk…',
  signedInAs: (name) => `Ingelogd als ${name}`,
  signIn: 'Inloggen',
  signOut: 'Uitloggen',
  alreadyConnected: 'Al een winkel gekoppeld?',
  providerSaid: (message, reason) => `${message} De inlogdienst zei: ‘${reason}’`,
  loading: 'Laden…',
  tryAgain: 'Opnieuw proberen',

  catalogTitle: 'Koppel een winkel',
  searchLabel: 'Winkels zoeken',
  resultCount: winkels,
  noResults: (query) => `Geen winkel komt overeen met ‘${query}’.`,
  retailersList: 'Winkels',
  yourConnections: 'Je koppelingen',

  signInTitle: 'Log in om door te gaan',
  signInBody: (retailer) =>
    `Log in bij RetailSync${retailer ? ` om ${retailer} te koppelen` : ''}. Er wordt een inlogvenster geopend.`,
  signingIn: 'Wachten op het inlogvenster…',
  backToCatalog: 'Terug naar winkels',

  connectTitle: (retailer) => `${retailer} koppelen`,
  reconnectTitle: (retailer) => `${retailer} opnieuw koppelen`,
  credentialsHelp: 'Gebruik je gebruikersnaam en wachtwoord van de website van de winkel.',
  username: 'Gebruikersnaam',
  password: 'Wachtwoord',
  showPassword: 'Wachtwoord tonen',
  connect: 'Koppelen',
  reconnect: 'Opnieuw koppelen',
  connecting: 'Bezig met koppelen…',
  thisRetailer: 'deze winkel',
  reconnectReasons: {
    invalid_credentials: 'De winkel weigerde de gebruikersnaam of het wachtwoord: voer ze opnieuw in.',
    credentials_expired: 'Het wachtwoord bij de winkel is verlopen: voer het nieuwe in.',
    account_locked:
      'Je account bij de winkel is geblokkeerd: deblokkeer het op de website van de winkel en voer daarna je wachtwoord opnieuw in.',
    mfa_failed: 'De verificatiecode werd niet geaccepteerd: voer je wachtwoord opnieuw in voor een nieuwe code.',
    other: 'Deze koppeling werkt niet meer: voer je gebruikersnaam en wachtwoord opnieuw in.',
  },

  connectionsList: 'Gekoppelde winkels',
  noConnections: 'Je hebt nog geen winkel gekoppeld.',
  addRetailer: 'Winkel toevoegen',
  syncNow: 'Nu synchroniseren',
  syncAll: 'Alles synchroniseren',
  connectionStatus: { active: 'Actief', error: 'Vraagt aandacht', pending: 'In behandeling' },
  lastSync: (relative) => `Laatst gesynchroniseerd ${relative}`,
  neverSynced: 'Nooit gesynchroniseerd',

  mfaTitle: 'Bevestig dat jij het bent',
  mfaCode: 'Verificatiecode',
  verify: 'Bevestigen',
  verifying: 'Bezig met bevestigen…',

  syncingTitle: 'Je bestellingen worden gesynchroniseerd',
  syncProgress: 'Voortgang van de synchronisatie',
  syncStatus: {
    queued: 'Wacht om te beginnen',
    connecting: 'Inloggen bij de winkel',
    scanning: 'Bestellingen ophalen',
    completed: 'Voltooid',
    error: 'Mislukt',
    userintervention: 'Wacht op je verificatiecode',
  },
  ordersSoFar: (n) => `Tot nu toe ${bestellingen(n)} opgehaald`,

  orderCount: bestellingen,
  successTitle: 'Alles gesynchroniseerd',
  syncedExcept: (n) => `Gesynchroniseerd, behalve ${winkels(n)}`,
  notSynced: 'Niet gesynchroniseerd',
  successBody: (n) => `${bestellingen(n)} opgehaald.`,
  done: 'Klaar',

  errorTitle: 'Er is iets misgegaan',
  errors: {
    unauthorized: 'Je inlog is niet meer geldig. Log opnieuw in.',
    forbidden: 'Deze app mag dat niet doen. Neem contact op met de beheerder van de dienst.',
    not_found: 'We konden niet vinden wat je vroeg. Het is misschien verwijderd.',
    rate_limited: 'Te veel verzoeken in korte tijd.',
    upstream: 'De dienst van de winkel had een probleem. Probeer het opnieuw.',
    network: 'We konden de dienst niet bereiken. Controleer je verbinding en probeer het opnieuw.',
    invalid_response: 'De dienst stuurde een antwoord dat we niet konden lezen. Probeer het opnieuw.',
    invalid_request: 'De dienst kon dat verzoek niet aannemen.',
    conflict: 'Dit is inmiddels gewijzigd. Controleer je koppelingen.',
    sync_failed: 'De synchronisatie is niet voltooid.',
    popup_blocked:
      'Je browser heeft het inlogvenster geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.',
    popup_closed: 'Het inlogvenster werd gesloten voordat je klaar was.',
    timeout: 'Het inloggen duurde te lang.',
    state_mismatch: 'We konden het inloggen niet verifiëren en hebben het gestopt om je account te beschermen.',
    issuer_mismatch: 'We konden de inlogserver niet verifiëren en zijn gestopt om je account te beschermen.',
    authorization_denied: 'Er is geen toegang verleend.',
    token_exchange_failed: 'We konden het inloggen niet afronden.',
    userinfo_failed: 'We konden je profiel niet laden.',
    discovery_failed: 'We konden de inlogdienst niet bereiken.',
    insecure_issuer:
      'De inlogserver is niet veilig, dus we hebben hem niet gebruikt. Laat het de eigenaar van de site weten.',
    session_expired: 'Je sessie is verlopen. Log opnieuw in.',
    retailer_not_found: 'We konden die winkel niet vinden. Kies er een uit de lijst.',
    connection_not_in_error: 'Deze koppeling werkt, dus opnieuw koppelen is niet nodig.',
    invalid_authorization_params:
      'Deze site vroeg om inloginstellingen die de dienst niet accepteert, dus we hebben je niet ingelogd. Laat het de eigenaar van de site weten.',
  },
  forbiddenMissing: (detail) => `Deze app mist een toestemming. De dienst zegt: ‘${detail}’`,
  retryIn: (s) =>
    `Je kunt het over ${s > 90 ? plural('nl', Math.ceil(s / 60), { one: '# minuut', other: '# minuten' }) : plural('nl', s, { one: '# seconde', other: '# seconden' })} opnieuw proberen.`,
  retryNow: 'Je kunt het nu opnieuw proberen.',
  waitingForNetwork: 'Wachten tot het netwerk terug is…',
  retailerErrors: {
    invalid_credentials: 'De winkel accepteerde je gebruikersnaam of wachtwoord niet.',
    account_locked:
      'Je account bij de winkel is geblokkeerd. Deblokkeer het op de website van de winkel en probeer het opnieuw.',
    mfa_failed: 'De verificatiecode werd niet geaccepteerd.',
  },
  actions: {
    signIn: 'Opnieuw inloggen',
    retry: 'Opnieuw proberen',
    showCatalog: 'Terug naar winkels',
    showConnections: 'Naar je koppelingen',
    close: 'Sluiten',
  },
};
