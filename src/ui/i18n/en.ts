import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const orders = (n: number) => plural('en', n, { one: '# order', other: '# orders' });
const retailers = (n: number) => plural('en', n, { one: '# retailer', other: '# retailers' });

/** English: bundled, and the fallback for any locale we do not ship. */
export const en: Messages = {
  brand: 'RetailSync',
  close: 'Close',
  offline: 'You are offline. Waiting for the network…',
  signedInAs: (name) => `Signed in as ${name}`,
  signIn: 'Sign in',
  signOut: 'Sign out',
  alreadyConnected: 'Already connected a retailer?',
  providerSaid: (message, reason) => `${message} The sign-in service said: “${reason}”`,
  loading: 'Loading…',
  tryAgain: 'Try again',

  catalogTitle: 'Connect a retailer',
  searchLabel: 'Search retailers',
  resultCount: retailers,
  noResults: (query) => `No retailer matches “${query}”.`,
  retailersList: 'Retailers',
  yourConnections: 'Your connections',

  signInTitle: 'Sign in to continue',
  signInBody: (retailer) =>
    `Sign in to RetailSync${retailer ? ` to connect ${retailer}` : ''}. A sign-in window will open.`,
  signingIn: 'Waiting for the sign-in window…',
  backToCatalog: 'Back to retailers',

  connectTitle: (retailer) => `Connect ${retailer}`,
  reconnectTitle: (retailer) => `Reconnect ${retailer}`,
  credentialsHelp: 'Use your username and password for the retailer’s website.',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  connect: 'Connect',
  reconnect: 'Reconnect',
  connecting: 'Connecting…',
  thisRetailer: 'this retailer',
  reconnectReasons: {
    invalid_credentials: 'The retailer refused the username or password: enter them again.',
    credentials_expired: 'The retailer’s password has expired: enter the new one.',
    account_locked:
      'Your account at the retailer was locked: unlock it on the retailer’s website, then enter your password again.',
    mfa_failed: 'The verification code was not accepted: enter your password again to get a new code.',
    other: 'This connection stopped working: enter your username and password again.',
  },

  connectionsList: 'Connected retailers',
  noConnections: 'You have not connected a retailer yet.',
  addRetailer: 'Add a retailer',
  syncNow: 'Sync now',
  syncAll: 'Sync all',
  connectionStatus: { active: 'Active', error: 'Needs attention', pending: 'Pending' },
  lastSync: (relative) => `Last synced ${relative}`,
  neverSynced: 'Never synced',

  mfaTitle: 'Verify it’s you',
  mfaCode: 'Verification code',
  verify: 'Verify',
  verifying: 'Verifying…',

  syncingTitle: 'Syncing your orders',
  syncProgress: 'Sync progress',
  syncStatus: {
    queued: 'Waiting to start',
    connecting: 'Signing in to the retailer',
    scanning: 'Fetching orders',
    completed: 'Completed',
    error: 'Failed',
    userintervention: 'Waiting for your verification code',
  },
  ordersSoFar: (n) => `${orders(n)} fetched so far`,

  orderCount: orders,
  successTitle: 'All synced',
  syncedExcept: (n) => `Synced, except ${retailers(n)}`,
  notSynced: 'Not synced',
  successBody: (n) => `${orders(n)} fetched.`,
  done: 'Done',

  errorTitle: 'Something went wrong',
  errors: {
    unauthorized: 'Your sign-in is no longer valid. Please sign in again.',
    forbidden: 'This app is not allowed to do that. Please contact the service operator.',
    not_found: 'We could not find what you asked for. It may have been removed.',
    rate_limited: 'Too many requests in a short time.',
    upstream: 'The retailer’s service had a problem. Please try again.',
    network: 'We could not reach the service. Check your connection and try again.',
    invalid_response: 'The service sent an answer we could not read. Please try again.',
    invalid_request: 'The service could not accept that request.',
    conflict: 'This changed in the meantime. Please check your connections.',
    sync_failed: 'The sync did not finish.',
    popup_blocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    popup_closed: 'The sign-in window was closed before you finished.',
    timeout: 'Signing in took too long.',
    state_mismatch: 'We could not verify the sign-in, so we stopped it to keep your account safe.',
    issuer_mismatch: 'We could not verify the sign-in server, so we stopped to keep your account safe.',
    authorization_denied: 'Access was not granted.',
    token_exchange_failed: 'We could not finish signing you in.',
    userinfo_failed: 'We could not load your profile.',
    discovery_failed: 'We could not reach the sign-in service.',
    insecure_issuer: 'The sign-in server is not secure, so we did not use it. Please tell the site owner.',
    session_expired: 'Your session has expired. Please sign in again.',
    retailer_not_found: 'We could not find that retailer. Please choose one from the list.',
    connection_not_in_error: 'This connection is working, so it does not need reconnecting.',
    invalid_authorization_params:
      'This site asked for sign-in settings the service does not accept, so we did not sign you in. Please tell the site owner.',
  },
  forbiddenMissing: (detail) => `This app is missing a permission. The service says: “${detail}”`,
  retryIn: (s) =>
    `You can try again in ${s > 90 ? plural('en', Math.ceil(s / 60), { one: '# minute', other: '# minutes' }) : plural('en', s, { one: '# second', other: '# seconds' })}.`,
  retryNow: 'You can try again now.',
  waitingForNetwork: 'Waiting for the network to come back…',
  retailerErrors: {
    invalid_credentials: 'The retailer did not accept your username or password.',
    account_locked: 'Your account at the retailer is locked. Unlock it on the retailer’s website, then try again.',
    mfa_failed: 'The verification code was not accepted.',
  },
  actions: {
    signIn: 'Sign in again',
    retry: 'Try again',
    showCatalog: 'Back to retailers',
    showConnections: 'Go to your connections',
    close: 'Close',
  },
};
