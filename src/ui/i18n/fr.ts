/**
 * French. Machine-translated from the English catalogue when the widget was written; not yet
 * reviewed by a native speaker. docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// French puts a (narrow) no-break space before « : ? ! » and inside guillemets.
const nb = '\u00a0';
const commandes = (n: number) => plural('fr', n, { one: '# commande', other: '# commandes' });
const marchands = (n: number) => plural('fr', n, { one: '# marchand', other: '# marchands' });

/** French: loaded only when chosen. */
export const fr: Messages = {
  brand: 'RetailSync',
  close: 'Fermer',
  offline: 'Vous êtes hors ligne. En attente du réseau…',
  signedInAs: (name) => `Connecté en tant que ${name}`,
  signIn: 'Se connecter',
  signOut: 'Se déconnecter',
  alreadyConnected: `Déjà un marchand connecté${nb}?`,
  providerSaid: (message, reason) => `${message} Le service de connexion a répondu${nb}: «${nb}${reason}${nb}»`,
  loading: 'Chargement…',
  tryAgain: 'Réessayer',

  catalogTitle: 'Connecter un marchand',
  searchLabel: 'Rechercher un marchand',
  resultCount: marchands,
  noResults: (query) => `Aucun marchand ne correspond à «${nb}${query}${nb}».`,
  retailersList: 'Marchands',
  yourConnections: 'Vos connexions',

  signInTitle: 'Connectez-vous pour continuer',
  signInBody: (retailer) =>
    retailer
      ? `Connectez-vous à votre compte RetailSync pour connecter ${retailer}. Une fenêtre de connexion va s’ouvrir.`
      : 'Connectez-vous à votre compte RetailSync. Une fenêtre de connexion va s’ouvrir.',
  signingIn: 'En attente de la fenêtre de connexion…',
  backToCatalog: 'Retour aux marchands',

  connectTitle: (retailer) => `Connecter ${retailer}`,
  reconnectTitle: (retailer) => `Reconnecter ${retailer}`,
  credentialsHelp: 'Utilisez l’identifiant et le mot de passe du site du marchand.',
  username: 'Identifiant',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  connect: 'Connecter',
  reconnect: 'Reconnecter',
  connecting: 'Connexion…',
  thisRetailer: 'ce marchand',
  reconnectReasons: {
    invalid_credentials: `Le marchand a refusé l’identifiant ou le mot de passe${nb}: saisissez-les à nouveau.`,
    credentials_expired: `Le mot de passe chez le marchand a expiré${nb}: saisissez le nouveau.`,
    account_locked: `Votre compte chez le marchand a été bloqué${nb}: débloquez-le sur son site, puis saisissez à nouveau votre mot de passe.`,
    mfa_failed: `Le code de vérification n’a pas été accepté${nb}: saisissez à nouveau votre mot de passe pour recevoir un nouveau code.`,
    other: `Cette connexion ne fonctionne plus${nb}: saisissez à nouveau votre identifiant et votre mot de passe.`,
  },

  connectionsList: 'Marchands connectés',
  noConnections: 'Vous n’avez encore connecté aucun marchand.',
  addRetailer: 'Ajouter un marchand',
  syncNow: 'Synchroniser',
  syncAll: 'Tout synchroniser',
  connectionStatus: { active: 'Active', error: 'À vérifier', pending: 'En attente' },
  lastSync: (relative) => `Dernière synchronisation ${relative}`,
  neverSynced: 'Jamais synchronisée',

  mfaTitle: 'Confirmez votre identité',
  mfaCode: 'Code de vérification',
  verify: 'Valider',
  verifying: 'Validation…',

  syncingTitle: 'Synchronisation de vos commandes',
  syncProgress: 'Progression de la synchronisation',
  syncStatus: {
    queued: 'En file d’attente',
    connecting: 'Connexion au marchand',
    scanning: 'Récupération des commandes',
    completed: 'Terminée',
    error: 'Échec',
    userintervention: 'En attente de votre code de vérification',
  },
  ordersSoFar: (n) =>
    plural('fr', n, { one: '# commande récupérée pour l’instant', other: '# commandes récupérées pour l’instant' }),

  orderCount: commandes,
  successTitle: 'Tout est synchronisé',
  syncedExcept: (n) => `Synchronisé, sauf ${marchands(n)}`,
  notSynced: 'Non synchronisé',
  successBody: (n) => plural('fr', n, { one: '# commande récupérée.', other: '# commandes récupérées.' }),
  done: 'Terminé',

  errorTitle: 'Un problème est survenu',
  errors: {
    unauthorized: 'Votre connexion n’est plus valide. Veuillez vous reconnecter.',
    forbidden: 'Cette application n’a pas l’autorisation de faire cela. Contactez l’opérateur du service.',
    not_found: 'Nous n’avons pas trouvé ce que vous cherchez. Il a peut-être été supprimé.',
    rate_limited: 'Trop de requêtes en peu de temps.',
    upstream: 'Le service du marchand a rencontré un problème. Veuillez réessayer.',
    network: 'Impossible de joindre le service. Vérifiez votre connexion et réessayez.',
    invalid_response: 'Le service a envoyé une réponse illisible. Veuillez réessayer.',
    invalid_request: 'Le service n’a pas pu accepter cette demande.',
    conflict: 'Cela a changé entre-temps. Vérifiez vos connexions.',
    sync_failed: 'La synchronisation n’a pas abouti.',
    popup_blocked:
      'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site et réessayez.',
    popup_closed: 'La fenêtre de connexion a été fermée avant la fin.',
    timeout: 'La connexion a pris trop de temps.',
    state_mismatch: 'Nous n’avons pas pu vérifier la connexion et l’avons arrêtée pour protéger votre compte.',
    issuer_mismatch:
      'Nous n’avons pas pu vérifier le serveur de connexion et nous sommes arrêtés pour protéger votre compte.',
    authorization_denied: 'L’accès n’a pas été accordé.',
    token_exchange_failed: 'Nous n’avons pas pu terminer votre connexion.',
    userinfo_failed: 'Nous n’avons pas pu charger votre profil.',
    discovery_failed: 'Impossible de joindre le service de connexion.',
    insecure_issuer:
      'Le serveur de connexion n’est pas sécurisé, nous ne l’avons donc pas utilisé. Prévenez le responsable du site.',
    session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
    retailer_not_found: 'Nous n’avons pas trouvé ce marchand. Choisissez-en un dans la liste.',
    connection_not_in_error: `Cette connexion fonctionne${nb}: inutile de la reconnecter.`,
    invalid_authorization_params:
      'Ce site a demandé des options de connexion que le service n’accepte pas, nous ne vous avons donc pas connecté. Prévenez le responsable du site.',
  },
  forbiddenMissing: (detail) =>
    `Il manque une autorisation à cette application. Le service indique${nb}: «${nb}${detail}${nb}»`,
  retryIn: (s) =>
    `Vous pourrez réessayer dans ${s > 90 ? plural('fr', Math.ceil(s / 60), { one: '# minute', other: '# minutes' }) : plural('fr', s, { one: '# seconde', other: '# secondes' })}.`,
  retryNow: 'Vous pouvez réessayer maintenant.',
  waitingForNetwork: 'En attente du retour du réseau…',
  retailerErrors: {
    invalid_credentials: 'Le marchand n’a pas accepté votre identifiant ou votre mot de passe.',
    account_locked: 'Votre compte chez le marchand est bloqué. Débloquez-le sur son site, puis réessayez.',
    mfa_failed: 'Le code de vérification n’a pas été accepté.',
  },
  actions: {
    signIn: 'Se reconnecter',
    retry: 'Réessayer',
    showCatalog: 'Retour aux marchands',
    showConnections: 'Aller à vos connexions',
    close: 'Fermer',
  },
};
