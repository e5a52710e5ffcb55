/**
 * German. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const bestellungen = (n: number) => plural('de', n, { one: '# Bestellung', other: '# Bestellungen' });
const haendler = (n: number) => plural('de', n, { one: '# Händler', other: '# Händler' });

/** German: loaded only when chosen. */
export const de: Messages = {
  brand: 'RetailSync',
  close: 'Schließen',
  offline: 'Sie sind offline. Warten auf das Netzwerk…',
  signedInAs: (name) => `Angemeldet als ${name}`,
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  alreadyConnected: 'Schon einen Händler verbunden?',
  providerSaid: (message, reason) => `${message} Der Anmeldedienst meldete: „${reason}“`,
  loading: 'Wird geladen…',
  tryAgain: 'Erneut versuchen',

  catalogTitle: 'Händler verbinden',
  searchLabel: 'Händler suchen',
  resultCount: haendler,
  noResults: (query) => `Kein Händler passt zu „${query}“.`,
  retailersList: 'Händler',
  yourConnections: 'Ihre Verbindungen',

  signInTitle: 'Zum Fortfahren anmelden',
  signInBody: (retailer) =>
    `Melden Sie sich bei RetailSync an${retailer ? `, um ${retailer} zu verbinden` : ''}. Ein Anmeldefenster wird geöffnet.`,
  signingIn: 'Warten auf das Anmeldefenster…',
  backToCatalog: 'Zurück zu den Händlern',

  connectTitle: (retailer) => `${retailer} verbinden`,
  reconnectTitle: (retailer) => `${retailer} erneut verbinden`,
  credentialsHelp: 'Verwenden Sie Ihren Benutzernamen und Ihr Passwort der Website des Händlers.',
  username: 'Benutzername',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  connect: 'Verbinden',
  reconnect: 'Erneut verbinden',
  connecting: 'Verbindung wird hergestellt…',
  thisRetailer: 'diesen Händler',
  reconnectReasons: {
    invalid_credentials: 'Der Händler hat Benutzername oder Passwort abgelehnt: Geben Sie sie erneut ein.',
    credentials_expired: 'Das Passwort beim Händler ist abgelaufen: Geben Sie das neue ein.',
    account_locked:
      'Ihr Konto beim Händler wurde gesperrt: Entsperren Sie es auf der Website des Händlers und geben Sie dann Ihr Passwort erneut ein.',
    mfa_failed:
      'Der Bestätigungscode wurde nicht akzeptiert: Geben Sie Ihr Passwort erneut ein, um einen neuen Code zu erhalten.',
    other: 'Diese Verbindung funktioniert nicht mehr: Geben Sie Benutzername und Passwort erneut ein.',
  },

  connectionsList: 'Verbundene Händler',
  noConnections: 'Sie haben noch keinen Händler verbunden.',
  addRetailer: 'Händler hinzufügen',
  syncNow: 'Jetzt synchronisieren',
  syncAll: 'Alle synchronisieren',
  connectionStatus: { active: 'Aktiv', error: 'Handlungsbedarf', pending: 'Ausstehend' },
  lastSync: (relative) => `Zuletzt synchronisiert ${relative}`,
  neverSynced: 'Noch nie synchronisiert',

  mfaTitle: 'Bestätigen Sie, dass Sie es sind',
  mfaCode: 'Bestätigungscode',
  verify: 'Bestätigen',
  verifying: 'Wird bestätigt…',

  syncingTitle: 'Ihre Bestellungen werden synchronisiert',
  syncProgress: 'Synchronisierungsfortschritt',
  syncStatus: {
    queued: 'Wartet auf den Start',
    connecting: 'Anmeldung beim Händler',
    scanning: 'Bestellungen werden abgerufen',
    completed: 'Abgeschlossen',
    error: 'Fehlgeschlagen',
    userintervention: 'Wartet auf Ihren Bestätigungscode',
  },
  ordersSoFar: (n) => `Bisher ${bestellungen(n)} abgerufen`,

  orderCount: bestellungen,
  successTitle: 'Alles synchronisiert',
  syncedExcept: (n) => `Synchronisiert, außer ${haendler(n)}`,
  notSynced: 'Nicht synchronisiert',
  successBody: (n) => `${bestellungen(n)} abgerufen.`,
  done: 'Fertig',

  errorTitle: 'Etwas ist schiefgelaufen',
  errors: {
    unauthorized: 'Ihre Anmeldung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
    forbidden: 'Diese App darf das nicht. Bitte wenden Sie sich an den Betreiber des Dienstes.',
    not_found: 'Wir konnten das Gesuchte nicht finden. Es wurde möglicherweise entfernt.',
    rate_limited: 'Zu viele Anfragen in kurzer Zeit.',
    upstream: 'Beim Dienst des Händlers ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
    network: 'Wir konnten den Dienst nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    invalid_response:
      'Der Dienst hat eine Antwort gesendet, die wir nicht lesen konnten. Bitte versuchen Sie es erneut.',
    invalid_request: 'Der Dienst konnte diese Anfrage nicht annehmen.',
    conflict: 'Das hat sich inzwischen geändert. Bitte prüfen Sie Ihre Verbindungen.',
    sync_failed: 'Die Synchronisierung wurde nicht abgeschlossen.',
    popup_blocked:
      'Ihr Browser hat das Anmeldefenster blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
    popup_closed: 'Das Anmeldefenster wurde geschlossen, bevor Sie fertig waren.',
    timeout: 'Die Anmeldung hat zu lange gedauert.',
    state_mismatch:
      'Wir konnten die Anmeldung nicht überprüfen und haben sie daher zum Schutz Ihres Kontos abgebrochen.',
    issuer_mismatch:
      'Wir konnten den Anmeldeserver nicht überprüfen und haben daher zum Schutz Ihres Kontos abgebrochen.',
    authorization_denied: 'Der Zugriff wurde nicht gewährt.',
    token_exchange_failed: 'Wir konnten Ihre Anmeldung nicht abschließen.',
    userinfo_failed: 'Wir konnten Ihr Profil nicht laden.',
    discovery_failed: 'Wir konnten den Anmeldedienst nicht erreichen.',
    insecure_issuer:
      'Der Anmeldeserver ist nicht sicher, daher haben wir ihn nicht verwendet. Bitte informieren Sie den Betreiber der Website.',
    session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    retailer_not_found: 'Wir konnten diesen Händler nicht finden. Bitte wählen Sie einen aus der Liste.',
    connection_not_in_error: 'Diese Verbindung funktioniert, sie muss nicht erneut verbunden werden.',
    invalid_authorization_params:
      'Diese Website hat Anmeldeeinstellungen angefordert, die der Dienst nicht akzeptiert, daher haben wir Sie nicht angemeldet. Bitte informieren Sie den Betreiber der Website.',
  },
  forbiddenMissing: (detail) => `Dieser App fehlt eine Berechtigung. Der Dienst meldet: „${detail}“`,
  retryIn: (s) =>
    `Sie können es in ${s > 90 ? plural('de', Math.ceil(s / 60), { one: '# Minute', other: '# Minuten' }) : plural('de', s, { one: '# Sekunde', other: '# Sekunden' })} erneut versuchen.`,
  retryNow: 'Sie können es jetzt erneut versuchen.',
  waitingForNetwork: 'Warten, bis das Netzwerk wieder da ist…',
  retailerErrors: {
    invalid_credentials: 'Der Händler hat Ihren Benutzernamen oder Ihr Passwort nicht akzeptiert.',
    account_locked:
      'Ihr Konto beim Händler ist gesperrt. Entsperren Sie es auf der Website des Händlers und versuchen Sie es dann erneut.',
    mfa_failed: 'Der Bestätigungscode wurde nicht akzeptiert.',
  },
  actions: {
    signIn: 'Erneut anmelden',
    retry: 'Erneut versuchen',
    showCatalog: 'Zurück zu den Händlern',
    showConnections: 'Zu Ihren Verbindungen',
    close: 'Schließen',
  },
};
