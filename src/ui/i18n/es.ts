/**
 * Spanish. Machine-translated from the English catalogue when the widget was written; not yet
 * reviewed by a native speaker. docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const pedidos = (n: number) => plural('es', n, { one: '# pedido', other: '# pedidos' });
const tiendas = (n: number) => plural('es', n, { one: '# tienda', other: '# tiendas' });

/** Spanish: loaded only when chosen. */
export const es: Messages = {
  brand: 'RetailSync',
  close: 'Cerrar',
  offline: 'Sin conexión. Esperando a la red…',
  signedInAs: (name) => `Sesión iniciada como ${name}`,
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  alreadyConnected: '¿Ya conectaste una tienda?',
  providerSaid: (message, reason) => `${message} El servicio de inicio de sesión dijo: «${reason}»`,
  loading: 'Cargando…',
  tryAgain: 'Reintentar',

  catalogTitle: 'Conecta una tienda',
  searchLabel: 'Buscar tiendas',
  resultCount: tiendas,
  noResults: (query) => `Ninguna tienda coincide con «${query}».`,
  retailersList: 'Tiendas',
  yourConnections: 'Tus conexiones',

  signInTitle: 'Inicia sesión para continuar',
  signInBody: (retailer) =>
    retailer
      ? `Inicia sesión en tu cuenta de RetailSync para conectar ${retailer}. Se abrirá una ventana de inicio de sesión.`
      : 'Inicia sesión en tu cuenta de RetailSync. Se abrirá una ventana de inicio de sesión.',
  signingIn: 'Esperando a la ventana de inicio de sesión…',
  backToCatalog: 'Volver a las tiendas',

  connectTitle: (retailer) => `Conectar ${retailer}`,
  reconnectTitle: (retailer) => `Volver a conectar ${retailer}`,
  credentialsHelp: 'Usa el usuario y la contraseña del sitio web de la tienda.',
  username: 'Usuario',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  connect: 'Conectar',
  reconnect: 'Volver a conectar',
  connecting: 'Conectando…',
  thisRetailer: 'esta tienda',
  reconnectReasons: {
    invalid_credentials: 'La tienda rechazó el usuario o la contraseña: vuelve a escribirlos.',
    credentials_expired: 'La contraseña de la tienda caducó: escribe la nueva.',
    account_locked:
      'Tu cuenta en la tienda se bloqueó: desbloquéala en su sitio web y vuelve a escribir la contraseña.',
    mfa_failed: 'El código de verificación no fue aceptado: vuelve a escribir la contraseña para recibir otro código.',
    other: 'Esta conexión dejó de funcionar: vuelve a escribir tu usuario y contraseña.',
  },

  connectionsList: 'Tiendas conectadas',
  noConnections: 'Todavía no has conectado ninguna tienda.',
  addRetailer: 'Añadir una tienda',
  syncNow: 'Sincronizar ahora',
  syncAll: 'Sincronizar todo',
  connectionStatus: { active: 'Activa', error: 'Requiere atención', pending: 'Pendiente' },
  lastSync: (relative) => `Última sincronización ${relative}`,
  neverSynced: 'Nunca sincronizada',

  mfaTitle: 'Confirma que eres tú',
  mfaCode: 'Código de verificación',
  verify: 'Verificar',
  verifying: 'Verificando…',

  syncingTitle: 'Sincronizando tus pedidos',
  syncProgress: 'Progreso de la sincronización',
  syncStatus: {
    queued: 'En espera',
    connecting: 'Iniciando sesión en la tienda',
    scanning: 'Obteniendo pedidos',
    completed: 'Completada',
    error: 'Fallida',
    userintervention: 'Esperando tu código de verificación',
  },
  ordersSoFar: (n) =>
    plural('es', n, { one: '# pedido obtenido hasta ahora', other: '# pedidos obtenidos hasta ahora' }),

  orderCount: pedidos,
  successTitle: 'Todo sincronizado',
  syncedExcept: (n) => `Sincronizado, salvo ${tiendas(n)}`,
  notSynced: 'Sin sincronizar',
  successBody: (n) => plural('es', n, { one: '# pedido obtenido.', other: '# pedidos obtenidos.' }),
  done: 'Listo',

  errorTitle: 'Algo salió mal',
  errors: {
    unauthorized: 'Tu sesión ya no es válida. Vuelve a iniciar sesión.',
    forbidden: 'Esta aplicación no tiene permiso para hacerlo. Contacta con el operador del servicio.',
    not_found: 'No encontramos lo que buscabas. Puede que se haya eliminado.',
    rate_limited: 'Demasiadas solicitudes en poco tiempo.',
    upstream: 'El servicio de la tienda tuvo un problema. Inténtalo de nuevo.',
    network: 'No pudimos conectar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
    invalid_response: 'El servicio envió una respuesta que no pudimos leer. Inténtalo de nuevo.',
    invalid_request: 'El servicio no pudo aceptar esa solicitud.',
    conflict: 'Esto cambió mientras tanto. Revisa tus conexiones.',
    sync_failed: 'La sincronización no terminó.',
    popup_blocked:
      'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
    popup_closed: 'La ventana de inicio de sesión se cerró antes de terminar.',
    timeout: 'El inicio de sesión tardó demasiado.',
    state_mismatch: 'No pudimos verificar el inicio de sesión y lo detuvimos para proteger tu cuenta.',
    issuer_mismatch: 'No pudimos verificar el servidor de inicio de sesión y nos detuvimos para proteger tu cuenta.',
    authorization_denied: 'No se concedió el acceso.',
    token_exchange_failed: 'No pudimos terminar de iniciar tu sesión.',
    userinfo_failed: 'No pudimos cargar tu perfil.',
    discovery_failed: 'No pudimos conectar con el servicio de inicio de sesión.',
    insecure_issuer:
      'El servidor de inicio de sesión no es seguro, así que no lo usamos. Avisa al responsable del sitio.',
    session_expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    retailer_not_found: 'No encontramos esa tienda. Elige una de la lista.',
    connection_not_in_error: 'Esta conexión funciona, así que no hace falta volver a conectarla.',
    invalid_authorization_params:
      'Este sitio pidió opciones de inicio de sesión que el servicio no acepta, así que no iniciamos tu sesión. Avisa al responsable del sitio.',
  },
  forbiddenMissing: (detail) => `A esta aplicación le falta un permiso. El servicio indica: «${detail}»`,
  retryIn: (s) =>
    `Podrás reintentarlo en ${s > 90 ? plural('es', Math.ceil(s / 60), { one: '# minuto', other: '# minutos' }) : plural('es', s, { one: '# segundo', other: '# segundos' })}.`,
  retryNow: 'Ya puedes reintentarlo.',
  waitingForNetwork: 'Esperando a que vuelva la red…',
  retailerErrors: {
    invalid_credentials: 'La tienda no aceptó tu usuario o contraseña.',
    account_locked: 'Tu cuenta en la tienda está bloqueada. Desbloquéala en su sitio web e inténtalo de nuevo.',
    mfa_failed: 'El código de verificación no fue aceptado.',
  },
  actions: {
    signIn: 'Volver a iniciar sesión',
    retry: 'Reintentar',
    showCatalog: 'Volver a las tiendas',
    showConnections: 'Ir a tus conexiones',
    close: 'Cerrar',
  },
};
