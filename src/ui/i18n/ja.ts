/**
 * Japanese. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// Japanese has one plural category (`other`): 件 counts orders, 店舗 retailers.
const orders = (n: number) => plural('ja', n, { other: '#件の注文' });
const retailers = (n: number) => plural('ja', n, { other: '#店舗' });

/** Japanese: loaded only when chosen. */
export const ja: Messages = {
  brand: 'RetailSync',
  close: '閉じる',
  offline: 'オフラインです。ネットワークを待っています…',
  signedInAs: (name) => `${name} としてサインイン中`,
  signIn: 'サインイン',
  signOut: 'サインアウト',
  alreadyConnected: 'すでにストアを連携済みですか？',
  providerSaid: (message, reason) => `${message} サインインサービスの応答：「${reason}」`,
  loading: '読み込み中…',
  tryAgain: '再試行',

  catalogTitle: 'ストアを連携',
  searchLabel: 'ストアを検索',
  resultCount: retailers,
  noResults: (query) => `「${query}」に一致するストアはありません。`,
  retailersList: 'ストア',
  yourConnections: '連携中のストア',

  signInTitle: '続けるにはサインインしてください',
  signInBody: (retailer) =>
    `${retailer ? `${retailer} を連携するには、` : ''}RetailSync にサインインしてください。サインイン用のウィンドウが開きます。`,
  signingIn: 'サインイン用のウィンドウを待っています…',
  backToCatalog: 'ストア一覧に戻る',

  connectTitle: (retailer) => `${retailer} を連携`,
  reconnectTitle: (retailer) => `${retailer} を再連携`,
  credentialsHelp: 'ストアのウェブサイトのユーザー名とパスワードを使用してください。',
  username: 'ユーザー名',
  password: 'パスワード',
  showPassword: 'パスワードを表示',
  connect: '連携する',
  reconnect: '再連携する',
  connecting: '連携中…',
  thisRetailer: 'このストア',
  reconnectReasons: {
    invalid_credentials: 'ストアがユーザー名またはパスワードを拒否しました。もう一度入力してください。',
    credentials_expired: 'ストアのパスワードの有効期限が切れました。新しいパスワードを入力してください。',
    account_locked:
      'ストアのアカウントがロックされました。ストアのウェブサイトでロックを解除してから、パスワードをもう一度入力してください。',
    mfa_failed:
      '確認コードが受け付けられませんでした。新しいコードを受け取るには、パスワードをもう一度入力してください。',
    other: 'この連携は機能しなくなりました。ユーザー名とパスワードをもう一度入力してください。',
  },

  connectionsList: '連携中のストア一覧',
  noConnections: 'まだストアを連携していません。',
  addRetailer: 'ストアを追加',
  syncNow: '今すぐ同期',
  syncAll: 'すべて同期',
  connectionStatus: { active: '有効', error: '対応が必要', pending: '保留中' },
  lastSync: (relative) => `最終同期：${relative}`,
  neverSynced: '未同期',

  mfaTitle: '本人確認',
  mfaCode: '確認コード',
  verify: '確認',
  verifying: '確認中…',

  syncingTitle: '注文を同期しています',
  syncProgress: '同期の進行状況',
  syncStatus: {
    queued: '開始を待っています',
    connecting: 'ストアにサインイン中',
    scanning: '注文を取得中',
    completed: '完了',
    error: '失敗',
    userintervention: '確認コードを待っています',
  },
  ordersSoFar: (n) => `これまでに${orders(n)}を取得`,

  orderCount: orders,
  successTitle: 'すべて同期しました',
  syncedExcept: (n) => `同期しました（${retailers(n)}を除く）`,
  notSynced: '未同期',
  successBody: (n) => `${orders(n)}を取得しました。`,
  done: '完了',

  errorTitle: '問題が発生しました',
  errors: {
    unauthorized: 'サインインが無効になりました。もう一度サインインしてください。',
    forbidden: 'このアプリにはその操作が許可されていません。サービスの運営者にお問い合わせください。',
    not_found: 'お探しのものが見つかりませんでした。削除された可能性があります。',
    rate_limited: '短時間にリクエストが多すぎます。',
    upstream: 'ストアのサービスで問題が発生しました。もう一度お試しください。',
    network: 'サービスに接続できませんでした。接続を確認して、もう一度お試しください。',
    invalid_response: 'サービスから読み取れない応答が届きました。もう一度お試しください。',
    invalid_request: 'サービスはそのリクエストを受け付けられませんでした。',
    conflict: 'その間に変更がありました。連携中のストアを確認してください。',
    sync_failed: '同期が完了しませんでした。',
    popup_blocked:
      'ブラウザがサインイン用のウィンドウをブロックしました。このサイトのポップアップを許可して、もう一度お試しください。',
    popup_closed: '完了する前にサインイン用のウィンドウが閉じられました。',
    timeout: 'サインインに時間がかかりすぎました。',
    state_mismatch: 'サインインを確認できなかったため、アカウントを守るために中止しました。',
    issuer_mismatch: 'サインインサーバーを確認できなかったため、アカウントを守るために中止しました。',
    authorization_denied: 'アクセスが許可されませんでした。',
    token_exchange_failed: 'サインインを完了できませんでした。',
    userinfo_failed: 'プロフィールを読み込めませんでした。',
    discovery_failed: 'サインインサービスに接続できませんでした。',
    insecure_issuer: 'サインインサーバーが安全ではないため、使用しませんでした。サイトの運営者にお知らせください。',
    session_expired: 'セッションの有効期限が切れました。もう一度サインインしてください。',
    retailer_not_found: 'そのストアが見つかりませんでした。一覧から選んでください。',
    connection_not_in_error: 'この連携は正常に機能しているため、再連携は不要です。',
    invalid_authorization_params:
      'このサイトがサービスの受け付けないサインイン設定を求めたため、サインインしませんでした。サイトの運営者にお知らせください。',
  },
  forbiddenMissing: (detail) => `このアプリには権限が不足しています。サービスの応答：「${detail}」`,
  retryIn: (s) =>
    `${s > 90 ? plural('ja', Math.ceil(s / 60), { other: '#分' }) : plural('ja', s, { other: '#秒' })}後に再試行できます。`,
  retryNow: '今すぐ再試行できます。',
  waitingForNetwork: 'ネットワークの復旧を待っています…',
  retailerErrors: {
    invalid_credentials: 'ストアがユーザー名またはパスワードを受け付けませんでした。',
    account_locked:
      'ストアのアカウントがロックされています。ストアのウェブサイトでロックを解除してから、もう一度お試しください。',
    mfa_failed: '確認コードが受け付けられませんでした。',
  },
  actions: {
    signIn: 'もう一度サインイン',
    retry: '再試行',
    showCatalog: 'ストア一覧に戻る',
    showConnections: '連携中のストアへ',
    close: '閉じる',
  },
};
