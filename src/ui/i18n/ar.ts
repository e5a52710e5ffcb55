/**
 * Arabic (Modern Standard), written right to left: the dialog is mirrored (docs/languages.md).
 * Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// Arabic has six plural categories: zero, one, two, few (3–10), many (11–99) and other (100, ...).
const talabat = (n: number) =>
  plural('ar', n, {
    zero: '# طلب',
    one: 'طلب واحد',
    two: 'طلبان',
    few: '# طلبات',
    many: '# طلبًا',
    other: '# طلب',
  });
const matajir = (n: number) =>
  plural('ar', n, {
    zero: '# متجر',
    one: 'متجر واحد',
    two: 'متجران',
    few: '# متاجر',
    many: '# متجرًا',
    other: '# متجر',
  });

/** Arabic: loaded only when chosen. */
export const ar: Messages = {
  brand: 'RetailSync',
  close: 'إغلاق',
  offline: 'أنت غير متصل بالإنترنت. في انتظار الشبكة…',
  signedInAs: (name) => `تم تسجيل الدخول باسم ${name}`,
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  alreadyConnected: 'هل ربطت متجرًا من قبل؟',
  providerSaid: (message, reason) => `${message} قالت خدمة تسجيل الدخول: «${reason}»`,
  loading: 'جارٍ التحميل…',
  tryAgain: 'إعادة المحاولة',

  catalogTitle: 'ربط متجر',
  searchLabel: 'البحث عن متاجر',
  resultCount: matajir,
  noResults: (query) => `لا يوجد متجر يطابق «${query}».`,
  retailersList: 'المتاجر',
  yourConnections: 'اتصالاتك',

  signInTitle: 'سجّل الدخول للمتابعة',
  signInBody: (retailer) =>
    `سجّل الدخول إلى RetailSync${retailer ? ` لربط ${retailer}` : ''}. ستُفتح نافذة لتسجيل الدخول.`,
  signingIn: 'في انتظار نافذة تسجيل الدخول…',
  backToCatalog: 'العودة إلى المتاجر',

  connectTitle: (retailer) => `ربط ${retailer}`,
  reconnectTitle: (retailer) => `إعادة ربط ${retailer}`,
  credentialsHelp: 'استخدم اسم المستخدم وكلمة المرور الخاصين بموقع المتجر.',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  showPassword: 'إظهار كلمة المرور',
  connect: 'ربط',
  reconnect: 'إعادة الربط',
  connecting: 'جارٍ الربط…',
  thisRetailer: 'هذا المتجر',
  reconnectReasons: {
    invalid_credentials: 'رفض المتجر اسم المستخدم أو كلمة المرور: أدخلهما مرة أخرى.',
    credentials_expired: 'انتهت صلاحية كلمة المرور لدى المتجر: أدخل كلمة المرور الجديدة.',
    account_locked: 'تم قفل حسابك لدى المتجر: افتحه من موقع المتجر، ثم أدخل كلمة المرور مرة أخرى.',
    mfa_failed: 'لم يُقبل رمز التحقق: أدخل كلمة المرور مرة أخرى للحصول على رمز جديد.',
    other: 'توقف هذا الاتصال عن العمل: أدخل اسم المستخدم وكلمة المرور مرة أخرى.',
  },

  connectionsList: 'المتاجر المرتبطة',
  noConnections: 'لم تربط أي متجر بعد.',
  addRetailer: 'إضافة متجر',
  syncNow: 'مزامنة الآن',
  syncAll: 'مزامنة الكل',
  connectionStatus: { active: 'نشط', error: 'يحتاج إلى انتباه', pending: 'قيد الانتظار' },
  lastSync: (relative) => `آخر مزامنة ${relative}`,
  neverSynced: 'لم تتم المزامنة قط',

  mfaTitle: 'تحقق من هويتك',
  mfaCode: 'رمز التحقق',
  verify: 'تحقق',
  verifying: 'جارٍ التحقق…',

  syncingTitle: 'جارٍ مزامنة طلباتك',
  syncProgress: 'تقدم المزامنة',
  syncStatus: {
    queued: 'في انتظار البدء',
    connecting: 'جارٍ تسجيل الدخول إلى المتجر',
    scanning: 'جارٍ جلب الطلبات',
    completed: 'اكتملت',
    error: 'فشلت',
    userintervention: 'في انتظار رمز التحقق',
  },
  ordersSoFar: (n) => `تم جلب ${talabat(n)} حتى الآن`,

  orderCount: talabat,
  successTitle: 'تمت مزامنة كل شيء',
  syncedExcept: (n) => `تمت المزامنة، باستثناء ${matajir(n)}`,
  notSynced: 'لم تتم المزامنة',
  successBody: (n) => `تم جلب ${talabat(n)}.`,
  done: 'تم',

  errorTitle: 'حدث خطأ ما',
  errors: {
    unauthorized: 'لم يعد تسجيل دخولك صالحًا. يُرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'لا يُسمح لهذا التطبيق بذلك. يُرجى التواصل مع مشغّل الخدمة.',
    not_found: 'لم نعثر على ما طلبته. ربما تمت إزالته.',
    rate_limited: 'طلبات كثيرة جدًا في وقت قصير.',
    upstream: 'واجهت خدمة المتجر مشكلة. يُرجى المحاولة مرة أخرى.',
    network: 'تعذّر الوصول إلى الخدمة. تحقق من اتصالك وحاول مرة أخرى.',
    invalid_response: 'أرسلت الخدمة ردًا لم نتمكن من قراءته. يُرجى المحاولة مرة أخرى.',
    invalid_request: 'تعذّر على الخدمة قبول هذا الطلب.',
    conflict: 'تغيّر هذا في هذه الأثناء. يُرجى مراجعة اتصالاتك.',
    sync_failed: 'لم تكتمل المزامنة.',
    popup_blocked: 'حظر متصفحك نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.',
    popup_closed: 'أُغلقت نافذة تسجيل الدخول قبل أن تنتهي.',
    timeout: 'استغرق تسجيل الدخول وقتًا طويلًا جدًا.',
    state_mismatch: 'تعذّر علينا التحقق من تسجيل الدخول، فأوقفناه حفاظًا على أمان حسابك.',
    issuer_mismatch: 'تعذّر علينا التحقق من خادم تسجيل الدخول، فتوقفنا حفاظًا على أمان حسابك.',
    authorization_denied: 'لم يُمنح الإذن بالوصول.',
    token_exchange_failed: 'تعذّر علينا إكمال تسجيل دخولك.',
    userinfo_failed: 'تعذّر علينا تحميل ملفك الشخصي.',
    discovery_failed: 'تعذّر الوصول إلى خدمة تسجيل الدخول.',
    insecure_issuer: 'خادم تسجيل الدخول غير آمن، لذا لم نستخدمه. يُرجى إبلاغ مالك الموقع.',
    session_expired: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    retailer_not_found: 'لم نعثر على هذا المتجر. يُرجى اختيار متجر من القائمة.',
    connection_not_in_error: 'هذا الاتصال يعمل، فلا حاجة إلى إعادة ربطه.',
    invalid_authorization_params:
      'طلب هذا الموقع إعدادات لتسجيل الدخول لا تقبلها الخدمة، لذا لم نسجّل دخولك. يُرجى إبلاغ مالك الموقع.',
  },
  forbiddenMissing: (detail) => `ينقص هذا التطبيقَ إذنٌ. تقول الخدمة: «${detail}»`,
  retryIn: (s) =>
    `يمكنك المحاولة مرة أخرى بعد ${
      s > 90
        ? plural('ar', Math.ceil(s / 60), {
            one: 'دقيقة واحدة',
            two: 'دقيقتين',
            few: '# دقائق',
            other: '# دقيقة',
          })
        : plural('ar', s, { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', other: '# ثانية' })
    }.`,
  retryNow: 'يمكنك المحاولة مرة أخرى الآن.',
  waitingForNetwork: 'في انتظار عودة الشبكة…',
  retailerErrors: {
    invalid_credentials: 'لم يقبل المتجر اسم المستخدم أو كلمة المرور.',
    account_locked: 'حسابك لدى المتجر مقفل. افتحه من موقع المتجر، ثم حاول مرة أخرى.',
    mfa_failed: 'لم يُقبل رمز التحقق.',
  },
  actions: {
    signIn: 'تسجيل الدخول مرة أخرى',
    retry: 'إعادة المحاولة',
    showCatalog: 'العودة إلى المتاجر',
    showConnections: 'الانتقال إلى اتصالاتك',
    close: 'إغلاق',
  },
};
