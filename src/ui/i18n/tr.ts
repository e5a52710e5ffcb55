/**
 * Turkish. Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

// Turkish does not inflect a noun after a number: 1 sipariş, 5 sipariş.
const siparis = (n: number) => plural('tr', n, { one: '# sipariş', other: '# sipariş' });
const magaza = (n: number) => plural('tr', n, { one: '# mağaza', other: '# mağaza' });

/** Turkish: loaded only when chosen. */
export const tr: Messages = {
  brand: 'RetailSync',
  close: 'Kapat',
  offline: 'Çevrimdışısınız. Ağ bekleniyor…',
  signedInAs: (name) => `${name} olarak oturum açıldı`,
  signIn: 'Oturum aç',
  signOut: 'Oturumu kapat',
  alreadyConnected: 'Zaten bir mağaza bağladınız mı?',
  providerSaid: (message, reason) => `${message} Oturum açma hizmetinin yanıtı: “${reason}”`,
  loading: 'Yükleniyor…',
  tryAgain: 'Tekrar dene',

  catalogTitle: 'Bir mağaza bağlayın',
  searchLabel: 'Mağaza ara',
  resultCount: magaza,
  noResults: (query) => `“${query}” ile eşleşen mağaza yok.`,
  retailersList: 'Mağazalar',
  yourConnections: 'Bağlantılarınız',

  signInTitle: 'Devam etmek için oturum açın',
  signInBody: (retailer) =>
    `${retailer ? `${retailer} mağazasını bağlamak için ` : ''}RetailSync'te oturum açın. Bir oturum açma penceresi açılacak.`,
  signingIn: 'Oturum açma penceresi bekleniyor…',
  backToCatalog: 'Mağazalara dön',

  connectTitle: (retailer) => `${retailer} bağla`,
  reconnectTitle: (retailer) => `${retailer} yeniden bağla`,
  credentialsHelp: 'Mağazanın web sitesindeki kullanıcı adınızı ve şifrenizi kullanın.',
  username: 'Kullanıcı adı',
  password: 'Şifre',
  showPassword: 'Şifreyi göster',
  connect: 'Bağla',
  reconnect: 'Yeniden bağla',
  connecting: 'Bağlanıyor…',
  thisRetailer: 'bu mağaza',
  reconnectReasons: {
    invalid_credentials: 'Mağaza kullanıcı adını veya şifreyi reddetti: bunları yeniden girin.',
    credentials_expired: 'Mağazadaki şifrenizin süresi doldu: yenisini girin.',
    account_locked:
      'Mağazadaki hesabınız kilitlendi: kilidi mağazanın web sitesinde açın, ardından şifrenizi yeniden girin.',
    mfa_failed: 'Doğrulama kodu kabul edilmedi: yeni bir kod almak için şifrenizi yeniden girin.',
    other: 'Bu bağlantı çalışmayı durdurdu: kullanıcı adınızı ve şifrenizi yeniden girin.',
  },

  connectionsList: 'Bağlı mağazalar',
  noConnections: 'Henüz bir mağaza bağlamadınız.',
  addRetailer: 'Mağaza ekle',
  syncNow: 'Şimdi eşitle',
  syncAll: 'Tümünü eşitle',
  connectionStatus: { active: 'Etkin', error: 'İlgilenilmeli', pending: 'Beklemede' },
  lastSync: (relative) => `Son eşitleme: ${relative}`,
  neverSynced: 'Hiç eşitlenmedi',

  mfaTitle: 'Siz olduğunuzu doğrulayın',
  mfaCode: 'Doğrulama kodu',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor…',

  syncingTitle: 'Siparişleriniz eşitleniyor',
  syncProgress: 'Eşitleme ilerlemesi',
  syncStatus: {
    queued: 'Başlamayı bekliyor',
    connecting: 'Mağazada oturum açılıyor',
    scanning: 'Siparişler alınıyor',
    completed: 'Tamamlandı',
    error: 'Başarısız',
    userintervention: 'Doğrulama kodunuz bekleniyor',
  },
  ordersSoFar: (n) => `Şu ana kadar ${siparis(n)} alındı`,

  orderCount: siparis,
  successTitle: 'Her şey eşitlendi',
  syncedExcept: (n) => `Eşitlendi, ${magaza(n)} hariç`,
  notSynced: 'Eşitlenmedi',
  successBody: (n) => `${siparis(n)} alındı.`,
  done: 'Bitti',

  errorTitle: 'Bir şeyler ters gitti',
  errors: {
    unauthorized: 'Oturumunuz artık geçerli değil. Lütfen yeniden oturum açın.',
    forbidden: 'Bu uygulamanın bunu yapma izni yok. Lütfen hizmet operatörüyle iletişime geçin.',
    not_found: 'İstediğinizi bulamadık. Kaldırılmış olabilir.',
    rate_limited: 'Kısa sürede çok fazla istek yapıldı.',
    upstream: 'Mağazanın hizmetinde bir sorun oluştu. Lütfen tekrar deneyin.',
    network: 'Hizmete ulaşamadık. Bağlantınızı kontrol edip tekrar deneyin.',
    invalid_response: 'Hizmet okuyamadığımız bir yanıt gönderdi. Lütfen tekrar deneyin.',
    invalid_request: 'Hizmet bu isteği kabul edemedi.',
    conflict: 'Bu arada bir şey değişti. Lütfen bağlantılarınızı kontrol edin.',
    sync_failed: 'Eşitleme tamamlanmadı.',
    popup_blocked:
      'Tarayıcınız oturum açma penceresini engelledi. Bu site için açılır pencerelere izin verip tekrar deneyin.',
    popup_closed: 'Oturum açma penceresi siz bitirmeden kapatıldı.',
    timeout: 'Oturum açma çok uzun sürdü.',
    state_mismatch: 'Oturum açmayı doğrulayamadık, bu yüzden hesabınızı korumak için durdurduk.',
    issuer_mismatch: 'Oturum açma sunucusunu doğrulayamadık, bu yüzden hesabınızı korumak için durduk.',
    authorization_denied: 'Erişim izni verilmedi.',
    token_exchange_failed: 'Oturum açma işleminizi tamamlayamadık.',
    userinfo_failed: 'Profilinizi yükleyemedik.',
    discovery_failed: 'Oturum açma hizmetine ulaşamadık.',
    insecure_issuer: 'Oturum açma sunucusu güvenli değil, bu yüzden onu kullanmadık. Lütfen site sahibine bildirin.',
    session_expired: 'Oturumunuzun süresi doldu. Lütfen yeniden oturum açın.',
    retailer_not_found: 'Bu mağazayı bulamadık. Lütfen listeden birini seçin.',
    connection_not_in_error: 'Bu bağlantı çalışıyor, yeniden bağlanması gerekmiyor.',
    invalid_authorization_params:
      'Bu site, hizmetin kabul etmediği oturum açma ayarları istedi, bu yüzden oturumunuzu açmadık. Lütfen site sahibine bildirin.',
  },
  forbiddenMissing: (detail) => `Bu uygulamanın bir izni eksik. Hizmetin yanıtı: “${detail}”`,
  retryIn: (s) =>
    `${s > 90 ? plural('tr', Math.ceil(s / 60), { one: '# dakika', other: '# dakika' }) : plural('tr', s, { one: '# saniye', other: '# saniye' })} sonra tekrar deneyebilirsiniz.`,
  retryNow: 'Şimdi tekrar deneyebilirsiniz.',
  waitingForNetwork: 'Ağın geri gelmesi bekleniyor…',
  retailerErrors: {
    invalid_credentials: 'Mağaza kullanıcı adınızı veya şifrenizi kabul etmedi.',
    account_locked: 'Mağazadaki hesabınız kilitli. Kilidi mağazanın web sitesinde açıp tekrar deneyin.',
    mfa_failed: 'Doğrulama kodu kabul edilmedi.',
  },
  actions: {
    signIn: 'Yeniden oturum aç',
    retry: 'Tekrar dene',
    showCatalog: 'Mağazalara dön',
    showConnections: 'Bağlantılarınıza gidin',
    close: 'Kapat',
  },
};
