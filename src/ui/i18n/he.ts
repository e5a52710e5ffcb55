/**
 * Hebrew, written right to left: the dialog is mirrored (docs/languages.md).
 * Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const hazmanot = (n: number) => plural('he', n, { one: 'הזמנה אחת', two: 'שתי הזמנות', other: '# הזמנות' });
const chanuyot = (n: number) => plural('he', n, { one: 'חנות אחת', two: 'שתי חנויות', other: '# חנויות' });

/** Hebrew: loaded only when chosen. */
export const he: Messages = {
  brand: 'RetailSync',
  close: 'סגירה',
  offline: 'אין חיבור לאינטרנט. ממתינים לרשת…',
  signedInAs: (name) => `מחובר/ת בתור ${name}`,
  signIn: 'כניסה',
  signOut: 'יציאה',
  alreadyConnected: 'כבר חיברת חנות?',
  providerSaid: (message, reason) => `${message} שירות הכניסה השיב: ״${reason}״`,
  loading: 'טוען…',
  tryAgain: 'ניסיון חוזר',

  catalogTitle: 'חיבור חנות',
  searchLabel: 'חיפוש חנויות',
  resultCount: chanuyot,
  noResults: (query) => `אין חנות שמתאימה ל״${query}״.`,
  retailersList: 'חנויות',
  yourConnections: 'החיבורים שלך',

  signInTitle: 'יש להיכנס כדי להמשיך',
  signInBody: (retailer) => `יש להיכנס ל-RetailSync${retailer ? ` כדי לחבר את ${retailer}` : ''}. ייפתח חלון כניסה.`,
  signingIn: 'ממתינים לחלון הכניסה…',
  backToCatalog: 'חזרה לחנויות',

  connectTitle: (retailer) => `חיבור ${retailer}`,
  reconnectTitle: (retailer) => `חיבור מחדש של ${retailer}`,
  credentialsHelp: 'יש להשתמש בשם המשתמש ובסיסמה של אתר החנות.',
  username: 'שם משתמש',
  password: 'סיסמה',
  showPassword: 'הצגת הסיסמה',
  connect: 'חיבור',
  reconnect: 'חיבור מחדש',
  connecting: 'מתחברים…',
  thisRetailer: 'החנות הזו',
  reconnectReasons: {
    invalid_credentials: 'החנות דחתה את שם המשתמש או את הסיסמה: יש להזין אותם שוב.',
    credentials_expired: 'תוקף הסיסמה בחנות פג: יש להזין את הסיסמה החדשה.',
    account_locked: 'החשבון שלך בחנות ננעל: יש לשחרר אותו באתר החנות ואז להזין שוב את הסיסמה.',
    mfa_failed: 'קוד האימות לא התקבל: יש להזין שוב את הסיסמה כדי לקבל קוד חדש.',
    other: 'החיבור הזה הפסיק לעבוד: יש להזין שוב את שם המשתמש והסיסמה.',
  },

  connectionsList: 'חנויות מחוברות',
  noConnections: 'עדיין לא חיברת אף חנות.',
  addRetailer: 'הוספת חנות',
  syncNow: 'סנכרון עכשיו',
  syncAll: 'סנכרון הכול',
  connectionStatus: { active: 'פעיל', error: 'דורש טיפול', pending: 'בהמתנה' },
  lastSync: (relative) => `סונכרן לאחרונה ${relative}`,
  neverSynced: 'לא סונכרן אף פעם',

  mfaTitle: 'אימות זהות',
  mfaCode: 'קוד אימות',
  verify: 'אימות',
  verifying: 'מאמתים…',

  syncingTitle: 'מסנכרנים את ההזמנות שלך',
  syncProgress: 'התקדמות הסנכרון',
  syncStatus: {
    queued: 'ממתין להתחלה',
    connecting: 'נכנסים לחנות',
    scanning: 'מביאים הזמנות',
    completed: 'הושלם',
    error: 'נכשל',
    userintervention: 'ממתין לקוד האימות שלך',
  },
  ordersSoFar: (n) => `עד עכשיו הובאו ${hazmanot(n)}`,

  orderCount: hazmanot,
  successTitle: 'הכול מסונכרן',
  syncedExcept: (n) => `סונכרן, מלבד ${chanuyot(n)}`,
  notSynced: 'לא סונכרן',
  successBody: (n) => `הובאו ${hazmanot(n)}.`,
  done: 'סיום',

  errorTitle: 'משהו השתבש',
  errors: {
    unauthorized: 'הכניסה שלך כבר לא בתוקף. יש להיכנס שוב.',
    forbidden: 'לאפליקציה הזו אין הרשאה לעשות זאת. יש לפנות למפעיל השירות.',
    not_found: 'לא מצאנו את מה שביקשת. ייתכן שהוסר.',
    rate_limited: 'יותר מדי בקשות בזמן קצר.',
    upstream: 'בשירות של החנות הייתה בעיה. יש לנסות שוב.',
    network: 'לא הצלחנו להגיע לשירות. יש לבדוק את החיבור ולנסות שוב.',
    invalid_response: 'השירות שלח תשובה שלא הצלחנו לקרוא. יש לנסות שוב.',
    invalid_request: 'השירות לא יכול היה לקבל את הבקשה הזו.',
    conflict: 'משהו השתנה בינתיים. יש לבדוק את החיבורים שלך.',
    sync_failed: 'הסנכרון לא הסתיים.',
    popup_blocked: 'הדפדפן חסם את חלון הכניסה. יש לאפשר חלונות קופצים לאתר הזה ולנסות שוב.',
    popup_closed: 'חלון הכניסה נסגר לפני שסיימת.',
    timeout: 'הכניסה נמשכה זמן רב מדי.',
    state_mismatch: 'לא הצלחנו לאמת את הכניסה, ולכן עצרנו אותה כדי לשמור על החשבון שלך.',
    issuer_mismatch: 'לא הצלחנו לאמת את שרת הכניסה, ולכן עצרנו כדי לשמור על החשבון שלך.',
    authorization_denied: 'הגישה לא אושרה.',
    token_exchange_failed: 'לא הצלחנו להשלים את הכניסה שלך.',
    userinfo_failed: 'לא הצלחנו לטעון את הפרופיל שלך.',
    discovery_failed: 'לא הצלחנו להגיע לשירות הכניסה.',
    insecure_issuer: 'שרת הכניסה אינו מאובטח, ולכן לא השתמשנו בו. יש לדווח לבעלי האתר.',
    session_expired: 'תוקף ההפעלה שלך פג. יש להיכנס שוב.',
    retailer_not_found: 'לא מצאנו את החנות הזו. יש לבחור חנות מהרשימה.',
    connection_not_in_error: 'החיבור הזה עובד, ולכן אין צורך לחבר אותו מחדש.',
    invalid_authorization_params:
      'האתר הזה ביקש הגדרות כניסה שהשירות אינו מקבל, ולכן לא הכנסנו אותך. יש לדווח לבעלי האתר.',
  },
  forbiddenMissing: (detail) => `לאפליקציה הזו חסרה הרשאה. השירות אומר: ״${detail}״`,
  retryIn: (s) =>
    `אפשר לנסות שוב בעוד ${s > 90 ? plural('he', Math.ceil(s / 60), { one: 'דקה אחת', two: 'שתי דקות', other: '# דקות' }) : plural('he', s, { one: 'שנייה אחת', two: 'שתי שניות', other: '# שניות' })}.`,
  retryNow: 'אפשר לנסות שוב עכשיו.',
  waitingForNetwork: 'ממתינים שהרשת תחזור…',
  retailerErrors: {
    invalid_credentials: 'החנות לא קיבלה את שם המשתמש או את הסיסמה שלך.',
    account_locked: 'החשבון שלך בחנות נעול. יש לשחרר אותו באתר החנות ולנסות שוב.',
    mfa_failed: 'קוד האימות לא התקבל.',
  },
  actions: {
    signIn: 'כניסה מחדש',
    retry: 'ניסיון חוזר',
    showCatalog: 'חזרה לחנויות',
    showConnections: 'מעבר לחיבורים שלך',
    close: 'סגירה',
  },
};
