import 'server-only';

/** What the Facebook integration tells staff: the connection, the Graph API client and sharing all use these. */
export const MESSAGES = {
  forbidden: 'Apenas administradores podem gerenciar a conexão com o Facebook.',
  notConfigured:
    'A integração com o Facebook não está configurada no servidor: defina FACEBOOK_APP_SECRET e o ID do aplicativo (FACEBOOK_APP_ID ou a configuração "ID do aplicativo do Facebook").',
  badState: 'Este pedido de conexão é inválido, expirou ou já foi usado. Clique em "Conectar página do Facebook" e tente de novo.',
  missingCode: 'O Facebook não enviou o código de autorização. Tente conectar de novo.',
  noPages: 'Nenhuma página do Facebook foi encontrada nesta conta. Entre com um perfil que administra a página da rádio.',
  pendingExpired: 'A escolha da página expirou. Clique em "Conectar página do Facebook" e tente de novo.',
  pendingUnreadable:
    'A escolha da página expirou ou não pode mais ser lida (a chave de criptografia do servidor, ENCRYPTION_KEY, mudou). Clique em "Conectar página do Facebook" e tente de novo.',
  siteUrlMissing:
    'Defina SITE_URL no servidor com o endereço público do site (por exemplo, https://www.suaradio.com.br) e reinicie a aplicação antes de conectar a página do Facebook: o Facebook devolve o navegador a esse endereço e os links compartilhados apontam para ele.',
  keyUnusable:
    'A chave de criptografia do servidor (ENCRYPTION_KEY) é inválida: use 32 bytes em hex (64 dígitos) ou base64. Corrija a configuração e conecte a página de novo.',
  pageNotListed: 'Esta página não está entre as páginas autorizadas. Escolha uma da lista.',
  notConnected: 'Nenhuma página do Facebook está conectada.',
  notPublished: 'Só postagens publicadas podem ser compartilhadas no Facebook.',
  alreadyShared: 'Esta postagem já foi compartilhada no Facebook.',
  notOptedIn: 'Marque "Publicar no Facebook" e salve a postagem antes de compartilhar.',
  inProgress: 'O compartilhamento desta postagem já está em andamento. Aguarde alguns segundos.',
  shareForbidden: 'Apenas administradores e editores podem compartilhar postagens no Facebook.',
  timeout: 'O Facebook não respondeu em 5 segundos.',
  unreachable: 'Não foi possível falar com o Facebook.',
  unreadable: 'A conexão guardada não pode ser lida: a chave de criptografia (ENCRYPTION_KEY) mudou. Desconecte e conecte a página de novo.',
} as const;
