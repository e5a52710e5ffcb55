/**
 * Czech. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// Czech: 1 objednávka, 2–4 objednávky, 5+ objednávek, and `many` for fractions (1,5 objednávky).
const objednavky = (n: number) =>
  plural('cs', n, { one: '# objednávka', few: '# objednávky', many: '# objednávky', other: '# objednávek' });
const obchody = (n: number) =>
  plural('cs', n, { one: '# obchod', few: '# obchody', many: '# obchodu', other: '# obchodů' });

/** Czech: loaded only when chosen. */
export const cs: Messages = {
  brand: 'RetailSync',
  close: 'Zavřít',
  offline: 'Jste offline. Čekáme na síť…',
  signedInAs: (name) => `Přihlášeno jako ${name}`,
  signIn: 'Přihlásit se',
  signOut: 'Odhlásit se',
  alreadyConnected: 'Už jste připojili obchod?',
  providerSaid: (message, reason) => `${message} Přihlašovací služba odpověděla: „${reason}“`,
  loading: 'Načítání…',
  tryAgain: 'Zkusit znovu',

  catalogTitle: 'Připojit obchod',
  searchLabel: 'Hledat obchody',
  resultCount: obchody,
  noResults: (query) => `Výrazu „${query}“ neodpovídá žádný obchod.`,
  retailersList: 'Obchody',
  yourConnections: 'Vaše připojení',

  signInTitle: 'Pro pokračování se přihlaste',
  signInBody: (retailer) =>
    `Přihlaste se do RetailSync${retailer ? ` a připojte ${retailer}` : ''}. Otevře se přihlašovací okno.`,
  signingIn: 'Čekáme na přihlašovací okno…',
  backToCatalog: 'Zpět na obchody',

  connectTitle: (retailer) => `Připojit ${retailer}`,
  reconnectTitle: (retailer) => `Znovu připojit ${retailer}`,
  credentialsHelp: 'Použijte uživatelské jméno a heslo z webu obchodu.',
  username: 'Uživatelské jméno',
  password: 'Heslo',
  showPassword: 'Zobrazit heslo',
  connect: 'Připojit',
  reconnect: 'Znovu připojit',
  connecting: 'Připojování…',
  thisRetailer: 'tento obchod',
  reconnectReasons: {
    invalid_credentials: 'Obchod odmítl uživatelské jméno nebo heslo: zadejte je znovu.',
    credentials_expired: 'Platnost hesla u obchodu vypršela: zadejte nové.',
    account_locked: 'Váš účet u obchodu byl zablokován: odblokujte ho na webu obchodu a pak znovu zadejte heslo.',
    mfa_failed: 'Ověřovací kód nebyl přijat: znovu zadejte heslo a získejte nový kód.',
    other: 'Toto připojení přestalo fungovat: znovu zadejte uživatelské jméno a heslo.',
  },

  connectionsList: 'Připojené obchody',
  noConnections: 'Zatím jste nepřipojili žádný obchod.',
  addRetailer: 'Přidat obchod',
  syncNow: 'Synchronizovat',
  syncAll: 'Synchronizovat vše',
  connectionStatus: { active: 'Aktivní', error: 'Vyžaduje pozornost', pending: 'Čeká' },
  lastSync: (relative) => `Naposledy synchronizováno ${relative}`,
  neverSynced: 'Nikdy nesynchronizováno',

  mfaTitle: 'Ověřte, že jste to vy',
  mfaCode: 'Ověřovací kód',
  verify: 'Ověřit',
  verifying: 'Ověřování…',

  syncingTitle: 'Synchronizujeme vaše objednávky',
  syncProgress: 'Průběh synchronizace',
  syncStatus: {
    queued: 'Čeká na zahájení',
    connecting: 'Přihlašování k obchodu',
    scanning: 'Načítání objednávek',
    completed: 'Dokončeno',
    error: 'Nezdařilo se',
    userintervention: 'Čeká na váš ověřovací kód',
  },
  ordersSoFar: (n) => `Zatím načteno: ${objednavky(n)}`,

  orderCount: objednavky,
  successTitle: 'Vše synchronizováno',
  syncedExcept: (n) => `Synchronizováno, kromě: ${obchody(n)}`,
  notSynced: 'Nesynchronizováno',
  successBody: (n) => `Načteno: ${objednavky(n)}.`,
  done: 'Hotovo',

  errorTitle: 'Něco se pokazilo',
  errors: {
    unauthorized: 'Vaše přihlášení už neplatí. Přihlaste se znovu.',
    forbidden: 'Tato aplikace to nesmí udělat. Obraťte se na provozovatele služby.',
    not_found: 'Nenašli jsme, co jste hledali. Možná to bylo odstraněno.',
    rate_limited: 'Příliš mnoho požadavků v krátké době.',
    upstream: 'Služba obchodu měla problém. Zkuste to znovu.',
    network: 'Nepodařilo se spojit se službou. Zkontrolujte připojení a zkuste to znovu.',
    invalid_response: 'Služba poslala odpověď, které nerozumíme. Zkuste to znovu.',
    invalid_request: 'Služba nemohla tento požadavek přijmout.',
    conflict: 'Mezitím se to změnilo. Zkontrolujte svá připojení.',
    sync_failed: 'Synchronizace nebyla dokončena.',
    popup_blocked: 'Prohlížeč zablokoval přihlašovací okno. Povolte pro tento web vyskakovací okna a zkuste to znovu.',
    popup_closed: 'Přihlašovací okno bylo zavřeno dřív, než jste skončili.',
    timeout: 'Přihlášení trvalo příliš dlouho.',
    state_mismatch: 'Přihlášení se nepodařilo ověřit, a tak jsme ho kvůli ochraně vašeho účtu zastavili.',
    issuer_mismatch: 'Přihlašovací server se nepodařilo ověřit, a tak jsme kvůli ochraně vašeho účtu skončili.',
    authorization_denied: 'Přístup nebyl udělen.',
    token_exchange_failed: 'Přihlášení se nepodařilo dokončit.',
    userinfo_failed: 'Váš profil se nepodařilo načíst.',
    discovery_failed: 'Nepodařilo se spojit s přihlašovací službou.',
    insecure_issuer: 'Přihlašovací server není zabezpečený, a tak jsme ho nepoužili. Dejte vědět provozovateli webu.',
    session_expired: 'Vaše relace vypršela. Přihlaste se znovu.',
    retailer_not_found: 'Tento obchod jsme nenašli. Vyberte obchod ze seznamu.',
    connection_not_in_error: 'Toto připojení funguje, není třeba ho znovu připojovat.',
    invalid_authorization_params:
      'Tento web požádal o nastavení přihlášení, které služba nepřijímá, a tak jsme vás nepřihlásili. Dejte vědět provozovateli webu.',
  },
  forbiddenMissing: (detail) => `Této aplikaci chybí oprávnění. Služba uvádí: „${detail}“`,
  retryIn: (s) =>
    `Znovu to můžete zkusit za ${s > 90 ? plural('cs', Math.ceil(s / 60), { one: '# minutu', few: '# minuty', many: '# minuty', other: '# minut' }) : plural('cs', s, { one: '# sekundu', few: '# sekundy', many: '# sekundy', other: '# sekund' })}.`,
  retryNow: 'Nyní to můžete zkusit znovu.',
  waitingForNetwork: 'Čekáme, až se síť vrátí…',
  retailerErrors: {
    invalid_credentials: 'Obchod nepřijal vaše uživatelské jméno nebo heslo.',
    account_locked: 'Váš účet u obchodu je zablokovaný. Odblokujte ho na webu obchodu a zkuste to znovu.',
    mfa_failed: 'Ověřovací kód nebyl přijat.',
  },
  actions: {
    signIn: 'Znovu se přihlásit',
    retry: 'Zkusit znovu',
    showCatalog: 'Zpět na obchody',
    showConnections: 'Přejít na vaše připojení',
    close: 'Zavřít',
  },
};
