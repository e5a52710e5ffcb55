import type { ConnectionStatus, SyncStatus, WidgetErrorCode } from '../../core/session-contract.ts';

/** What the error screen offers for an error: the session method it calls, or closing the widget. */
export type ErrorAction = 'signIn' | 'retry' | 'showCatalog' | 'showConnections' | 'close';

/**
 * Every string the UI shows, one object per locale. Functions take what varies (counts, names), so
 * each language can order words and plurals its own way. Every catalogue is typed against this, so a
 * missing string is a compile error rather than English leaking into a French screen.
 */
export interface Messages {
  /** The service's name, in the dialog's title bar (English: `RetailSync`). */
  readonly brand: string;
  /** The close button's label. */
  readonly close: string;
  /** The banner shown while the browser is offline. */
  readonly offline: string;
  /** Who is signed in, in the footer; `name` is the provider's name for the user. */
  readonly signedInAs: (name: string) => string;
  /** The footer's and the sign-in screen's button. */
  readonly signIn: string;
  /** The footer's sign-out button. */
  readonly signOut: string;
  /** The catalog's footer line for a returning shopper, before its sign-in button. */
  readonly alreadyConnected: string;
  /** A refused sign-in's message followed by the provider's own reason (plain text, as it gave it). */
  readonly providerSaid: (message: string, reason: string) => string;
  /** A screen's text while its data loads. */
  readonly loading: string;
  /** The button that retries what failed. */
  readonly tryAgain: string;

  /** The catalog screen's title. */
  readonly catalogTitle: string;
  /** The catalog's search box label. */
  readonly searchLabel: string;
  /** How many retailers match the search, in a status line that screen readers announce. */
  readonly resultCount: (count: number) => string;
  /** No retailer matches `query`, the shopper's search text. */
  readonly noResults: (query: string) => string;
  /** The catalog grid's accessible name. */
  readonly retailersList: string;
  /** The connections screen's title, and the buttons that lead to it. */
  readonly yourConnections: string;

  /** The sign-in screen's title. */
  readonly signInTitle: string;
  /** The sign-in screen's text; `retailer` is the chosen retailer's name, if any. */
  readonly signInBody: (retailer: string | undefined) => string;
  /** The text while the sign-in window is open. */
  readonly signingIn: string;
  /** The back button to the catalog. */
  readonly backToCatalog: string;

  /** The credentials form's title for a new connection to `retailer`. */
  readonly connectTitle: (retailer: string) => string;
  /** The credentials form's title when repairing the connection to `retailer`. */
  readonly reconnectTitle: (retailer: string) => string;
  /** The help under the credentials form's title. */
  readonly credentialsHelp: string;
  /** The retailer username field's label. */
  readonly username: string;
  /** The retailer password field's label. */
  readonly password: string;
  /** The toggle that shows the password as text. */
  readonly showPassword: string;
  /** The credentials form's submit button for a new connection. */
  readonly connect: string;
  /** The submit button when repairing a connection. */
  readonly reconnect: string;
  /** The submit button's text while the retailer checks the credentials. */
  readonly connecting: string;
  /** Stands for a retailer whose name is not known yet. */
  readonly thisRetailer: string;
  /**
   * Why a repair form is open, by the retailer's error code of the connection (`Connection.errorCode`),
   * e.g. after the retailer refused the password; `other` for a code without words of its own.
   */
  readonly reconnectReasons: Readonly<Record<string, string>> & { readonly other: string };

  /** The accessible name of the connections screen's list. */
  readonly connectionsList: string;
  /** The connections screen when there are none. */
  readonly noConnections: string;
  /** The connections screen's button to the catalog. */
  readonly addRetailer: string;
  /** A connection's button that starts its sync. */
  readonly syncNow: string;
  /** The button that syncs every connection. */
  readonly syncAll: string;
  /** A connection's status, by status (`active`, `error`, `pending`). */
  readonly connectionStatus: Readonly<Record<ConnectionStatus, string>>;
  /** When a connection last synced; `relative` is a relative time from `Intl.RelativeTimeFormat`. */
  readonly lastSync: (relative: string) => string;
  /** A connection that has not synced yet. */
  readonly neverSynced: string;

  /** The verification code screen's title. */
  readonly mfaTitle: string;
  /** The verification code field's label. */
  readonly mfaCode: string;
  /** The verification code form's submit button. */
  readonly verify: string;
  /** That button's text while the code is checked. */
  readonly verifying: string;

  /** The syncing screen's title. */
  readonly syncingTitle: string;
  /** The accessible name of the syncing screen's progress bar and list. */
  readonly syncProgress: string;
  /** A sync's status, by status (`queued`, `scanning`, `userintervention`, ...). */
  readonly syncStatus: Readonly<Record<SyncStatus, string>>;
  /** Orders fetched so far during a sync. */
  readonly ordersSoFar: (count: number) => string;

  /** A number of orders. */
  readonly orderCount: (count: number) => string;
  /** The success screen's title. */
  readonly successTitle: string;
  /** The success title when sync all left `count` connections out (at their limit, or busy). */
  readonly syncedExcept: (count: number) => string;
  /** A connection's line when sync all left it out. */
  readonly notSynced: string;
  /** The success screen's text: the orders the sync fetched. */
  readonly successBody: (count: number) => string;
  /** The success screen's button that closes the widget. */
  readonly done: string;

  /** The error screen's title. */
  readonly errorTitle: string;
  /** The error screen's words, by the error's `code` (`WidgetErrorCode`). */
  readonly errors: Readonly<Record<WidgetErrorCode, string>>;
  /** Variant B names the missing permission; `detail` is the service's text, shown as text. */
  readonly forbiddenMissing: (detail: string) => string;
  /** Seconds up to 90, whole minutes (rounded up) beyond: an hour's wait reads "60 minutes", not "3600 seconds". */
  readonly retryIn: (seconds: number) => string;
  /** Shown when a rate limit's wait is over. */
  readonly retryNow: string;
  /** Shown while a request waits for the network to come back. */
  readonly waitingForNetwork: string;
  /** Reasons a retailer gives when a sync fails (`retailerErrorCode`); others get `errors.sync_failed`. */
  readonly retailerErrors: Readonly<Record<string, string>>;
  /** The error screen's buttons, by what they do. */
  readonly actions: Readonly<Record<ErrorAction, string>>;
}
