/** The fictional station, its town and region, its categories and its team. */

export const STATION = {
  nome: 'Sintonia FM',
  frequencia: '87.9',
  slogan: 'A rádio do Vale do Sereno',
  descricao:
    'A melhor música e informação do Vale do Sereno, 24 horas por dia. Notícias da região, esportes, cultura e a programação da Sintonia FM 87.9.',
  cidade: 'Sereno do Sul',
  regiao: 'Vale do Sereno',
  telefone: '(51) 3555-8790',
  whatsapp: '5551998790879',
  email: 'contato@sintonia.local',
  emailContato: 'redacao@sintonia.local',
  endereco: 'Rua Júlio de Castilhos, 879 — Centro, Sereno do Sul/RS',
  cep: '95879-000',
  streamUrl: 'http://stream.sintonia.local:8000/sintonia',
  youtubeCanal: 'https://www.youtube.com/@sintoniafm879',
  youtubeFeed: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCs1nt0n1aFM879vAl3Ser3n',
} as const;

export const STAFF_PASSWORD = 'Sintonia@2026';

export const STAFF = [
  { chave: 'admin', nome: 'Administração Sintonia', email: 'admin@sintonia.local', papel: 'admin' },
  { chave: 'editor', nome: 'Marta Lindner', email: 'editor@sintonia.local', papel: 'editor' },
  { chave: 'autor', nome: 'Renata Fagundes', email: 'autor@sintonia.local', papel: 'autor' },
] as const;

export type StaffKey = (typeof STAFF)[number]['chave'];

// Same hues as SPEC §9's fallback list, in shades that keep the spec's badge text readable (WCAG AA).
export const CATEGORIES = [
  {
    slug: 'plantao',
    nome: 'Plantão Sintonia FM',
    cor: '#B91C1C',
    descricao: 'Ocorrências, alertas e notícias urgentes do Vale do Sereno, a qualquer hora do dia.',
  },
  { slug: 'politica', nome: 'Política', cor: '#1E3A8A', descricao: 'Os bastidores do poder e as decisões que afetam a vida do gaúcho.' },
  {
    slug: 'politica-local',
    nome: 'Política Local',
    cor: '#2563EB',
    descricao: 'Câmaras de vereadores, prefeituras e o dia a dia da administração pública no Vale do Sereno.',
  },
  {
    slug: 'politica-nacional',
    nome: 'Política Nacional',
    cor: '#1D4ED8',
    descricao: 'Brasília, o Congresso e os reflexos das decisões nacionais no Rio Grande do Sul.',
  },
  { slug: 'economia', nome: 'Economia', cor: '#F59E0B', descricao: 'Emprego, comércio, indústria calçadista e moveleira, preços e o bolso do consumidor.' },
  { slug: 'agronegocio', nome: 'Agronegócio', cor: '#4D7C0F', descricao: 'Safra, clima, cooperativas, uva, leite e a força do campo na região.' },
  { slug: 'saude', nome: 'Saúde', cor: '#047857', descricao: 'Hospitais, postos de saúde, campanhas de vacinação e bem-estar.' },
  { slug: 'educacao', nome: 'Educação', cor: '#4F46E5', descricao: 'Escolas, universidades, matrículas, concursos e iniciativas de ensino.' },
  { slug: 'esportes', nome: 'Esportes', cor: '#C2410C', descricao: 'O futebol amador e profissional, o esporte escolar e os atletas do Vale.' },
  { slug: 'cultura', nome: 'Cultura', cor: '#7E22CE', descricao: 'Festas, tradição gaúcha, música, teatro, gastronomia e agenda cultural.' },
  {
    slug: 'bombeiros-bombeiros',
    nome: 'Bombeiros',
    cor: '#DC2626',
    descricao: 'Ocorrências atendidas pelo Corpo de Bombeiros e pela Defesa Civil, com orientações de segurança.',
  },
  { slug: 'meio-ambiente', nome: 'Meio Ambiente', cor: '#0F766E', descricao: 'Rios, chuvas, preservação, reciclagem e o clima no Rio Grande do Sul.' },
  { slug: 'colunistas', nome: 'Colunistas', cor: '#475569', descricao: 'Opinião e análise dos colunistas da Sintonia FM.' },
  { slug: 'galeria-de-fotos', nome: 'Galeria de Fotos', cor: '#BE185D', descricao: 'Os eventos e as paisagens do Vale do Sereno em imagens.' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const TEAM = [
  {
    chave: 'marta',
    nome: 'Marta Lindner',
    cargo: 'Diretora de Jornalismo',
    cor: '#8B5CF6',
    bio: 'Jornalista formada pela Unisinos, está na Sintonia FM desde 2009. Comanda a redação e apresenta o Sintonia FM Notícias, às 18h.',
    redes: { instagram: 'https://www.instagram.com/martalindner.jor', twitter: 'https://x.com/martalindner' },
  },
  {
    chave: 'claudio',
    nome: 'Cláudio Zanella',
    cargo: 'Locutor',
    cor: '#F97316',
    bio: 'A voz do Bom Dia Sintonia FM há mais de 15 anos. Natural de Sereno do Sul, é apaixonado por música gaúcha e chimarrão.',
    redes: { instagram: 'https://www.instagram.com/claudiozanella.locutor', facebook: 'https://www.facebook.com/claudiozanella.locutor' },
  },
  {
    chave: 'renata',
    nome: 'Renata Fagundes',
    cargo: 'Repórter',
    cor: '#10B981',
    bio: 'Repórter de rua da Sintonia FM, cobre cidades, segurança e serviço. Chega antes da notícia e sai depois do último entrevistado.',
    redes: { instagram: 'https://www.instagram.com/renatafagundes.rep' },
  },
  {
    chave: 'paulo',
    nome: 'Paulo Weber',
    cargo: 'Colunista de Economia',
    cor: '#F59E0B',
    bio: 'Economista e professor universitário, explica às sextas o que os números da economia significam para o bolso de quem vive no Vale.',
    redes: { linkedin: 'https://www.linkedin.com/in/pauloweber-economia', twitter: 'https://x.com/pauloweber_eco' },
  },
  {
    chave: 'helena',
    nome: 'Helena Boff',
    cargo: 'Colunista de Cultura',
    cor: '#A855F7',
    bio: 'Escritora e pesquisadora da cultura de imigração italiana e alemã na Serra, assina a coluna Sereno Cultural.',
    redes: { instagram: 'https://www.instagram.com/helenaboff.cultura', facebook: 'https://www.facebook.com/helenaboff.cultura' },
  },
  {
    chave: 'jorge',
    nome: 'Jorge Dalla Costa',
    cargo: 'Comentarista Esportivo',
    cor: '#2563EB',
    bio: 'Ex-goleiro do futebol amador, narra e comenta os jogos do Sereno Futebol Clube e do Regional de Amadores.',
    redes: { instagram: 'https://www.instagram.com/jorgedallacosta.esporte' },
  },
] as const;

export type TeamKey = (typeof TEAM)[number]['chave'];

export const ABOUT_TEXT = [
  'A Sintonia FM 87.9 nasceu em 1994, numa pequena sala sobre a antiga ferragem da Rua Júlio de Castilhos, em Sereno do Sul, com um transmissor emprestado e a vontade de dar voz às comunidades do Vale do Sereno. Três décadas depois, a emissora chega a mais de 20 municípios da região e a ouvintes do mundo inteiro pela internet e pelo aplicativo.',
  'Nossa programação mistura música, informação e prestação de serviço: do Bom Dia Sintonia FM, que acorda a região com as notícias do campo e da cidade, ao Sintonia FM Notícias, no fim da tarde, passando pelas transmissões do futebol amador, pela música gaúcha dos fins de semana e pelo plantão que acompanha cada ocorrência importante.',
  'Acreditamos no jornalismo feito perto das pessoas. Nossa redação percorre as linhas do interior, as câmaras de vereadores, os hospitais e as festas de comunidade para contar o que acontece no Vale com equilíbrio, responsabilidade e sotaque daqui.',
  'Fale com a gente pelo WhatsApp, mande seu recado e participe: a Sintonia FM é feita com você.',
].join('\n\n');
