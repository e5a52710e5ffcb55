/**
 * Finnish. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const tilaukset = (n: number) => plural('fi', n, { one: '# tilaus', other: '# tilausta' });
const kaupat = (n: number) => plural('fi', n, { one: '# kauppa', other: '# kauppaa' });

/** Finnish: loaded only when chosen. */
export const fi: Messages = {
  brand: 'RetailSync',
  close: 'Sulje',
  offline: 'Olet offline-tilassa. Odotetaan verkkoa…',
  signedInAs: (name) => `Kirjautunut käyttäjänä ${name}`,
  signIn: 'Kirjaudu sisään',
  signOut: 'Kirjaudu ulos',
  alreadyConnected: 'Oletko jo yhdistänyt kaupan?',
  providerSaid: (message, reason) => `${message} Kirjautumispalvelu vastasi: ”${reason}”`,
  loading: 'Ladataan…',
  tryAgain: 'Yritä uudelleen',

  catalogTitle: 'Yhdistä kauppa',
  searchLabel: 'Hae kauppoja',
  resultCount: kaupat,
  noResults: (query) => `Mikään kauppa ei vastaa hakua ”${query}”.`,
  retailersList: 'Kaupat',
  yourConnections: 'Yhteytesi',

  signInTitle: 'Jatka kirjautumalla sisään',
  signInBody: (retailer) =>
    `Kirjaudu RetailSynciin${retailer ? `, niin voit yhdistää kaupan ${retailer}` : ''}. Kirjautumisikkuna avautuu.`,
  signingIn: 'Odotetaan kirjautumisikkunaa…',
  backToCatalog: 'Takaisin kauppoihin',

  connectTitle: (retailer) => `Yhdistä ${retailer}`,
  reconnectTitle: (retailer) => `Yhdistä ${retailer} uudelleen`,
  credentialsHelp: 'Käytä kaupan verkkosivuston käyttäjätunnusta ja salasanaa.',
  username: 'Käyttäjätunnus',
  password: 'Salasana',
  showPassword: 'Näytä salasana',
  connect: 'Yhdistä',
  reconnect: 'Yhdistä uudelleen',
  connecting: 'Yhdistetään…',
  thisRetailer: 'tämä kauppa',
  reconnectReasons: {
    invalid_credentials: 'Kauppa hylkäsi käyttäjätunnuksen tai salasanan: anna ne uudelleen.',
    credentials_expired: 'Kaupan salasana on vanhentunut: anna uusi salasana.',
    account_locked:
      'Tilisi kaupassa on lukittu: avaa lukitus kaupan verkkosivustolla ja anna sitten salasana uudelleen.',
    mfa_failed: 'Vahvistuskoodia ei hyväksytty: anna salasana uudelleen, niin saat uuden koodin.',
    other: 'Tämä yhteys lakkasi toimimasta: anna käyttäjätunnus ja salasana uudelleen.',
  },

  connectionsList: 'Yhdistetyt kaupat',
  noConnections: 'Et ole vielä yhdistänyt yhtään kauppaa.',
  addRetailer: 'Lisää kauppa',
  syncNow: 'Synkronoi nyt',
  syncAll: 'Synkronoi kaikki',
  connectionStatus: { active: 'Aktiivinen', error: 'Vaatii huomiota', pending: 'Odottaa' },
  lastSync: (relative) => `Synkronoitu viimeksi ${relative}`,
  neverSynced: 'Ei koskaan synkronoitu',

  mfaTitle: 'Vahvista henkilöllisyytesi',
  mfaCode: 'Vahvistuskoodi',
  verify: 'Vahvista',
  verifying: 'Vahvistetaan…',

  syncingTitle: 'Tilauksiasi synkronoidaan',
  syncProgress: 'Synkronoinnin eteneminen',
  syncStatus: {
    queued: 'Odottaa alkamista',
    connecting: 'Kirjaudutaan kauppaan',
    scanning: 'Haetaan tilauksia',
    completed: 'Valmis',
    error: 'Epäonnistui',
    userintervention: 'Odottaa vahvistuskoodiasi',
  },
  ordersSoFar: (n) => `Tähän mennessä haettu ${tilaukset(n)}`,

  orderCount: tilaukset,
  successTitle: 'Kaikki synkronoitu',
  syncedExcept: (n) => `Synkronoitu, paitsi ${kaupat(n)}`,
  notSynced: 'Ei synkronoitu',
  successBody: (n) => `Haettu ${tilaukset(n)}.`,
  done: 'Valmis',

  errorTitle: 'Jokin meni vikaan',
  errors: {
    unauthorized: 'Kirjautumisesi ei ole enää voimassa. Kirjaudu uudelleen.',
    forbidden: 'Tällä sovelluksella ei ole lupaa tehdä sitä. Ota yhteyttä palvelun ylläpitäjään.',
    not_found: 'Pyytämääsi ei löytynyt. Se on ehkä poistettu.',
    rate_limited: 'Liian monta pyyntöä lyhyessä ajassa.',
    upstream: 'Kaupan palvelussa oli ongelma. Yritä uudelleen.',
    network: 'Palveluun ei saatu yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
    invalid_response: 'Palvelu lähetti vastauksen, jota emme voineet lukea. Yritä uudelleen.',
    invalid_request: 'Palvelu ei voinut hyväksyä pyyntöä.',
    conflict: 'Tämä on muuttunut sillä välin. Tarkista yhteytesi.',
    sync_failed: 'Synkronointi ei valmistunut.',
    popup_blocked: 'Selain esti kirjautumisikkunan. Salli ponnahdusikkunat tälle sivustolle ja yritä uudelleen.',
    popup_closed: 'Kirjautumisikkuna suljettiin ennen kuin olit valmis.',
    timeout: 'Kirjautuminen kesti liian kauan.',
    state_mismatch: 'Emme voineet varmistaa kirjautumista, joten keskeytimme sen tilisi suojaamiseksi.',
    issuer_mismatch: 'Emme voineet varmistaa kirjautumispalvelinta, joten keskeytimme tilisi suojaamiseksi.',
    authorization_denied: 'Käyttöoikeutta ei myönnetty.',
    token_exchange_failed: 'Emme voineet viimeistellä kirjautumistasi.',
    userinfo_failed: 'Emme voineet ladata profiiliasi.',
    discovery_failed: 'Kirjautumispalveluun ei saatu yhteyttä.',
    insecure_issuer:
      'Kirjautumispalvelin ei ole turvallinen, joten emme käyttäneet sitä. Kerro asiasta sivuston omistajalle.',
    session_expired: 'Istuntosi on vanhentunut. Kirjaudu uudelleen.',
    retailer_not_found: 'Kauppaa ei löytynyt. Valitse kauppa luettelosta.',
    connection_not_in_error: 'Tämä yhteys toimii, joten sitä ei tarvitse yhdistää uudelleen.',
    invalid_authorization_params:
      'Tämä sivusto pyysi kirjautumisasetuksia, joita palvelu ei hyväksy, joten emme kirjanneet sinua sisään. Kerro asiasta sivuston omistajalle.',
  },
  forbiddenMissing: (detail) => `Tältä sovellukselta puuttuu käyttöoikeus. Palvelu sanoo: ”${detail}”`,
  retryIn: (s) =>
    `Voit yrittää uudelleen ${s > 90 ? plural('fi', Math.ceil(s / 60), { one: '# minuutin', other: '# minuutin' }) : plural('fi', s, { one: '# sekunnin', other: '# sekunnin' })} kuluttua.`,
  retryNow: 'Voit yrittää nyt uudelleen.',
  waitingForNetwork: 'Odotetaan verkon palaamista…',
  retailerErrors: {
    invalid_credentials: 'Kauppa ei hyväksynyt käyttäjätunnustasi tai salasanaasi.',
    account_locked: 'Tilisi kaupassa on lukittu. Avaa lukitus kaupan verkkosivustolla ja yritä sitten uudelleen.',
    mfa_failed: 'Vahvistuskoodia ei hyväksytty.',
  },
  actions: {
    signIn: 'Kirjaudu uudelleen',
    retry: 'Yritä uudelleen',
    showCatalog: 'Takaisin kauppoihin',
    showConnections: 'Siirry yhteyksiisi',
    close: 'Sulje',
  },
};
