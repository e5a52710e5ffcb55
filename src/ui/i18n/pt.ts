/**
 * Portuguese as written in Brazil (CLDR's `pt`); pt-PT.ts changes what differs in Portugal.
 * Machine-translated from the English catalogue; not yet reviewed by a native speaker.
 * docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';

const pedidos = (n: number) => plural('pt', n, { one: '# pedido', many: '# de pedidos', other: '# pedidos' });
const lojas = (n: number) => plural('pt', n, { one: '# loja', many: '# de lojas', other: '# lojas' });

/** Brazilian Portuguese: loaded only when chosen. */
export const pt: Messages = {
  brand: 'RetailSync',
  close: 'Fechar',
  offline: 'Você está off-line. Aguardando a rede…',
  signedInAs: (name) => `Conectado como ${name}`,
  signIn: 'Entrar',
  signOut: 'Sair',
  alreadyConnected: 'Já conectou uma loja?',
  providerSaid: (message, reason) => `${message} O serviço de login respondeu: “${reason}”`,
  loading: 'Carregando…',
  tryAgain: 'Tentar de novo',

  catalogTitle: 'Conecte uma loja',
  searchLabel: 'Buscar lojas',
  resultCount: lojas,
  noResults: (query) => `Nenhuma loja corresponde a “${query}”.`,
  retailersList: 'Lojas',
  yourConnections: 'Suas conexões',

  signInTitle: 'Entre para continuar',
  signInBody: (retailer) =>
    `Entre no RetailSync${retailer ? ` para conectar ${retailer}` : ''}. Uma janela de login será aberta.`,
  signingIn: 'Aguardando a janela de login…',
  backToCatalog: 'Voltar para as lojas',

  connectTitle: (retailer) => `Conectar ${retailer}`,
  reconnectTitle: (retailer) => `Reconectar ${retailer}`,
  credentialsHelp: 'Use o nome de usuário e a senha do site da loja.',
  username: 'Nome de usuário',
  password: 'Senha',
  showPassword: 'Mostrar senha',
  connect: 'Conectar',
  reconnect: 'Reconectar',
  connecting: 'Conectando…',
  thisRetailer: 'esta loja',
  reconnectReasons: {
    invalid_credentials: 'A loja recusou o nome de usuário ou a senha: digite-os novamente.',
    credentials_expired: 'A senha da loja expirou: digite a nova.',
    account_locked: 'Sua conta na loja foi bloqueada: desbloqueie-a no site da loja e digite a senha novamente.',
    mfa_failed: 'O código de verificação não foi aceito: digite a senha novamente para receber um novo código.',
    other: 'Esta conexão parou de funcionar: digite o nome de usuário e a senha novamente.',
  },

  connectionsList: 'Lojas conectadas',
  noConnections: 'Você ainda não conectou nenhuma loja.',
  addRetailer: 'Adicionar uma loja',
  syncNow: 'Sincronizar agora',
  syncAll: 'Sincronizar tudo',
  connectionStatus: { active: 'Ativa', error: 'Requer atenção', pending: 'Pendente' },
  lastSync: (relative) => `Última sincronização ${relative}`,
  neverSynced: 'Nunca sincronizada',

  mfaTitle: 'Confirme que é você',
  mfaCode: 'Código de verificação',
  verify: 'Verificar',
  verifying: 'Verificando…',

  syncingTitle: 'Sincronizando seus pedidos',
  syncProgress: 'Progresso da sincronização',
  syncStatus: {
    queued: 'Aguardando para começar',
    connecting: 'Entrando na loja',
    scanning: 'Buscando pedidos',
    completed: 'Concluída',
    error: 'Falhou',
    userintervention: 'Aguardando seu código de verificação',
  },
  ordersSoFar: (n) => `${pedidos(n)} obtidos até agora`,

  orderCount: pedidos,
  successTitle: 'Tudo sincronizado',
  syncedExcept: (n) => `Sincronizado, exceto ${lojas(n)}`,
  notSynced: 'Não sincronizada',
  successBody: (n) => `${pedidos(n)} obtidos.`,
  done: 'Concluir',

  errorTitle: 'Algo deu errado',
  errors: {
    unauthorized: 'Seu login não é mais válido. Entre novamente.',
    forbidden: 'Este app não tem permissão para fazer isso. Fale com o operador do serviço.',
    not_found: 'Não encontramos o que você pediu. Talvez tenha sido removido.',
    rate_limited: 'Muitas solicitações em pouco tempo.',
    upstream: 'O serviço da loja teve um problema. Tente de novo.',
    network: 'Não conseguimos acessar o serviço. Verifique sua conexão e tente de novo.',
    invalid_response: 'O serviço enviou uma resposta que não conseguimos ler. Tente de novo.',
    invalid_request: 'O serviço não pôde aceitar essa solicitação.',
    conflict: 'Isso mudou nesse meio-tempo. Verifique suas conexões.',
    sync_failed: 'A sincronização não terminou.',
    popup_blocked: 'Seu navegador bloqueou a janela de login. Permita pop-ups para este site e tente de novo.',
    popup_closed: 'A janela de login foi fechada antes de você terminar.',
    timeout: 'O login demorou demais.',
    state_mismatch: 'Não conseguimos verificar o login, então o interrompemos para proteger sua conta.',
    issuer_mismatch: 'Não conseguimos verificar o servidor de login, então paramos para proteger sua conta.',
    authorization_denied: 'O acesso não foi concedido.',
    token_exchange_failed: 'Não conseguimos concluir seu login.',
    userinfo_failed: 'Não conseguimos carregar seu perfil.',
    discovery_failed: 'Não conseguimos acessar o serviço de login.',
    insecure_issuer: 'O servidor de login não é seguro, então não o usamos. Avise o responsável pelo site.',
    session_expired: 'Sua sessão expirou. Entre novamente.',
    retailer_not_found: 'Não encontramos essa loja. Escolha uma da lista.',
    connection_not_in_error: 'Esta conexão está funcionando, então não precisa ser reconectada.',
    invalid_authorization_params:
      'Este site pediu configurações de login que o serviço não aceita, então não fizemos seu login. Avise o responsável pelo site.',
  },
  forbiddenMissing: (detail) => `Falta uma permissão a este app. O serviço diz: “${detail}”`,
  retryIn: (s) =>
    `Você poderá tentar de novo em ${s > 90 ? plural('pt', Math.ceil(s / 60), { one: '# minuto', other: '# minutos' }) : plural('pt', s, { one: '# segundo', other: '# segundos' })}.`,
  retryNow: 'Você já pode tentar de novo.',
  waitingForNetwork: 'Aguardando a rede voltar…',
  retailerErrors: {
    invalid_credentials: 'A loja não aceitou seu nome de usuário ou sua senha.',
    account_locked: 'Sua conta na loja está bloqueada. Desbloqueie-a no site da loja e tente de novo.',
    mfa_failed: 'O código de verificação não foi aceito.',
  },
  actions: {
    signIn: 'Entrar novamente',
    retry: 'Tentar de novo',
    showCatalog: 'Voltar para as lojas',
    showConnections: 'Ir para suas conexões',
    close: 'Fechar',
  },
};
