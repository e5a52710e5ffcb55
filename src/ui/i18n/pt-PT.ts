/**
 * Portuguese as written in Portugal: the Brazilian catalogue (pt.ts) with the words that differ,
 * where Portugal says "iniciar sessão", "utilizador", "palavra-passe", "encomenda" and "ligar". Machine-translated from the English catalogue; not yet reviewed by a native
 * speaker. docs/languages.md says how to correct a message.
 */
import type { Messages } from './messages.ts';
import { plural } from './plural.ts';
import { pt } from './pt.ts';

const encomendas = (n: number) =>
  plural('pt-PT', n, { one: '# encomenda', many: '# de encomendas', other: '# encomendas' });
const lojas = (n: number) => plural('pt-PT', n, { one: '# loja', many: '# de lojas', other: '# lojas' });

/** European Portuguese: loaded only when chosen. */
export const ptPT: Messages = {
  ...pt,
  offline: 'Está offline. A aguardar a rede…',
  signedInAs: (name) => `Sessão iniciada como ${name}`,
  signIn: 'Iniciar sessão',
  signOut: 'Terminar sessão',
  alreadyConnected: 'Já ligou uma loja?',
  providerSaid: (message, reason) => `${message} O serviço de início de sessão respondeu: «${reason}»`,
  loading: 'A carregar…',
  tryAgain: 'Tentar novamente',

  catalogTitle: 'Ligue uma loja',
  searchLabel: 'Pesquisar lojas',
  resultCount: lojas,
  noResults: (query) => `Nenhuma loja corresponde a «${query}».`,
  yourConnections: 'As suas ligações',

  signInTitle: 'Inicie sessão para continuar',
  signInBody: (retailer) =>
    `Inicie sessão no RetailSync${retailer ? ` para ligar ${retailer}` : ''}. Vai abrir-se uma janela de início de sessão.`,
  signingIn: 'A aguardar a janela de início de sessão…',

  connectTitle: (retailer) => `Ligar ${retailer}`,
  reconnectTitle: (retailer) => `Voltar a ligar ${retailer}`,
  credentialsHelp: 'Utilize o nome de utilizador e a palavra-passe do site da loja.',
  username: 'Nome de utilizador',
  password: 'Palavra-passe',
  showPassword: 'Mostrar palavra-passe',
  connect: 'Ligar',
  reconnect: 'Voltar a ligar',
  connecting: 'A ligar…',
  reconnectReasons: {
    invalid_credentials: 'A loja recusou o nome de utilizador ou a palavra-passe: introduza-os novamente.',
    credentials_expired: 'A palavra-passe da loja expirou: introduza a nova.',
    account_locked:
      'A sua conta na loja foi bloqueada: desbloqueie-a no site da loja e introduza novamente a palavra-passe.',
    mfa_failed:
      'O código de verificação não foi aceite: introduza novamente a palavra-passe para receber um novo código.',
    other: 'Esta ligação deixou de funcionar: introduza novamente o nome de utilizador e a palavra-passe.',
  },

  connectionsList: 'Lojas ligadas',
  noConnections: 'Ainda não ligou nenhuma loja.',
  neverSynced: 'Nunca sincronizada',

  mfaTitle: 'Confirme a sua identidade',
  verifying: 'A verificar…',

  syncingTitle: 'A sincronizar as suas encomendas',
  syncStatus: {
    queued: 'A aguardar o início',
    connecting: 'A iniciar sessão na loja',
    scanning: 'A obter encomendas',
    completed: 'Concluída',
    error: 'Falhou',
    userintervention: 'A aguardar o seu código de verificação',
  },
  ordersSoFar: (n) => `${encomendas(n)} obtidas até agora`,

  orderCount: encomendas,
  syncedExcept: (n) => `Sincronizado, exceto ${lojas(n)}`,
  successBody: (n) => `${encomendas(n)} obtidas.`,

  errors: {
    ...pt.errors,
    unauthorized: 'A sua sessão já não é válida. Inicie sessão novamente.',
    forbidden: 'Esta aplicação não tem permissão para o fazer. Contacte o operador do serviço.',
    not_found: 'Não encontrámos o que pediu. Pode ter sido removido.',
    rate_limited: 'Demasiados pedidos num curto espaço de tempo.',
    upstream: 'O serviço da loja teve um problema. Tente novamente.',
    network: 'Não conseguimos contactar o serviço. Verifique a sua ligação e tente novamente.',
    invalid_response: 'O serviço enviou uma resposta que não conseguimos ler. Tente novamente.',
    invalid_request: 'O serviço não pôde aceitar esse pedido.',
    conflict: 'Isto mudou entretanto. Verifique as suas ligações.',
    popup_blocked:
      'O seu navegador bloqueou a janela de início de sessão. Permita pop-ups para este site e tente novamente.',
    popup_closed: 'A janela de início de sessão foi fechada antes de terminar.',
    timeout: 'O início de sessão demorou demasiado.',
    state_mismatch: 'Não conseguimos verificar o início de sessão, por isso interrompemo-lo para proteger a sua conta.',
    issuer_mismatch:
      'Não conseguimos verificar o servidor de início de sessão, por isso parámos para proteger a sua conta.',
    token_exchange_failed: 'Não conseguimos concluir o seu início de sessão.',
    userinfo_failed: 'Não conseguimos carregar o seu perfil.',
    discovery_failed: 'Não conseguimos contactar o serviço de início de sessão.',
    insecure_issuer:
      'O servidor de início de sessão não é seguro, por isso não o utilizámos. Avise o responsável do site.',
    session_expired: 'A sua sessão expirou. Inicie sessão novamente.',
    retailer_not_found: 'Não encontrámos essa loja. Escolha uma da lista.',
    connection_not_in_error: 'Esta ligação está a funcionar, por isso não precisa de ser ligada novamente.',
    invalid_authorization_params:
      'Este site pediu definições de início de sessão que o serviço não aceita, por isso não iniciámos a sua sessão. Avise o responsável do site.',
  },
  forbiddenMissing: (detail) => `Falta uma permissão a esta aplicação. O serviço diz: «${detail}»`,
  retryIn: (s) =>
    `Poderá tentar novamente dentro de ${s > 90 ? plural('pt-PT', Math.ceil(s / 60), { one: '# minuto', other: '# minutos' }) : plural('pt-PT', s, { one: '# segundo', other: '# segundos' })}.`,
  retryNow: 'Já pode tentar novamente.',
  waitingForNetwork: 'A aguardar que a rede volte…',
  retailerErrors: {
    invalid_credentials: 'A loja não aceitou o seu nome de utilizador ou a sua palavra-passe.',
    account_locked: 'A sua conta na loja está bloqueada. Desbloqueie-a no site da loja e tente novamente.',
    mfa_failed: 'O código de verificação não foi aceite.',
  },
  actions: {
    signIn: 'Iniciar sessão novamente',
    retry: 'Tentar novamente',
    showCatalog: 'Voltar às lojas',
    showConnections: 'Ir para as suas ligações',
    close: 'Fechar',
  },
  backToCatalog: 'Voltar às lojas',
};
