import type { ConnectionStatus, SyncStatus, WidgetErrorCode } from '../../core/session-contract.ts';

/** What the error screen offers for an error: the session method it calls, or closing the widget. */
export type ErrorAction = 'signIn' | 'retry' | 'showCatalog' | 'showConnections' | 'close';

/**
 * Every string the UI shows, one object per locale. Functions take what varies (counts, names), so
 * each language can order words and plurals its own way. every catalogue is typed against this, so a
 * missing string is a compile error rather than English leaking into a French screen.
 */
export interface Messages {
  readonly brand: string;
  readonly close: string;
  readonly offline: string;
  readonly signedInAs: (name: string) => string;
  readonly signIn: string;
  readonly signOut: string;
  readonly alreadyConnected: string;
  /** A refused sign-in's message followed by the provider's own reason (plain text, as it gave it). */
  readonly providerSaid: (message: string, reason: string) => string;
  readonly loading: string;
  readonly tryAgain: string;

  readonly catalogTitle: string;
  readonly searchLabel: string;
  readonly resultCount: (count: number) => string;
  readonly noResults: (query: string) => string;
  readonly retailersList: string;
  readonly yourConnections: string;

  readonly signInTitle: string;
  readonly signInBody: (retailer: string | undefined) => string;
  readonly signingIn: string;
  readonly backToCatalog: string;

  readonly connectTitle: (retailer: string) => string;
  readonly reconnectTitle: (retailer: string) => string;
  readonly credentialsHelp: string;
  readonly username: string;
  readonly password: string;
  readonly showPassword: string;
  readonly connect: string;
  readonly reconnect: string;
  readonly connecting: string;
  readonly thisRetailer: string;
  /**
   * Why a repair form is open, by the retailer's error code of the connection (`Connection.errorCode`),
   * e.g. after the retailer refused the password; `other` for a code without words of its own.
   */
  readonly reconnectReasons: Readonly<Record<string, string>> & { readonly other: string };

  readonly connectionsList: string;
  readonly noConnections: string;
  readonly addRetailer: string;
  readonly syncNow: string;
  readonly syncAll: string;
  readonly connectionStatus: Readonly<Record<ConnectionStatus, string>>;
  readonly lastSync: (relative: string) => string;
  readonly neverSynced: string;

  readonly mfaTitle: string;
  readonly mfaCode: string;
  readonly verify: string;
  readonly verifying: string;

  readonly syncingTitle: string;
  readonly syncProgress: string;
  readonly syncStatus: Readonly<Record<SyncStatus, string>>;
  readonly ordersSoFar: (count: number) => string;

  readonly orderCount: (count: number) => string;
  readonly successTitle: string;
  /** The success title when sync all left `count` connections out (at their limit, or busy). */
  readonly syncedExcept: (count: number) => string;
  /** A connection's line when sync all left it out. */
  readonly notSynced: string;
  readonly successBody: (count: number) => string;
  readonly done: string;

  readonly errorTitle: string;
  readonly errors: Readonly<Record<WidgetErrorCode, string>>;
  /** Variant B names the missing permission; `detail` is the service's text, shown as text. */
  readonly forbiddenMissing: (detail: string) => string;
  /** Seconds up to 90, whole minutes (rounded up) beyond: an hour's wait reads "60 minutes", not "3600 seconds". */
  readonly retryIn: (seconds: number) => string;
  readonly retryNow: string;
  readonly waitingForNetwork: string;
  /** Reasons a retailer gives when a sync fails (`retailerErrorCode`); others get `errors.sync_failed`. */
  readonly retailerErrors: Readonly<Record<string, string>>;
  readonly actions: Readonly<Record<ErrorAction, string>>;
}
