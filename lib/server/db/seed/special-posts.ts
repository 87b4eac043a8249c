/** Columns, photo galleries and the posts that are not (or no longer) published. */
import type { NewsItem } from './news';
import type { TeamKey } from './station';

export type ColumnItem = {
  membro: TeamKey;
  titulo: string;
  resumo: string;
  tags: string[];
  paragrafos: string[];
  intertitulo: string;
  citacao?: { texto: string; autor: string };
  /** Without a featured image the product shows the columnist's avatar (SPEC §3). */
  comImagem: boolean;
};

export const COLUMNS: ColumnItem[] = [
  {
    membro: 'paulo',
    titulo: 'Juros altos, crédito caro: como o Vale atravessa o aperto',
    resumo: 'O pequeno empresário da região não quebra por falta de cliente, mas por falta de capital de giro. É aí que a conversa precisa começar.',
    tags: ['juros', 'crédito', 'pequenas empresas', 'opinião'],
    paragrafos: [
      'Quem anda pelo comércio do Centro de Sereno do Sul ouve a mesma frase em quase todas as lojas: o movimento até existe, o problema é o caixa. Com os juros no patamar atual, cada mês de estoque parado custa caro, e o crédito que salvava o lojista em outros tempos virou uma armadilha.',
      'Os números da Fundação Universitária mostram que o prazo médio que o comércio da região concede ao cliente aumentou, enquanto o prazo que recebe do fornecedor diminuiu. Essa diferença é financiada com cheque especial e capital de giro a taxas que nenhum negócio pequeno consegue pagar por muito tempo.',
      'A saída não é mágica, mas existe. Cooperativas de crédito, que têm forte presença no Vale, oferecem linhas mais baratas a quem se organiza. E a gestão do estoque, feita com planilha simples, costuma liberar mais dinheiro do que qualquer empréstimo.',
      'O aperto vai passar, como passaram outros. Chegará melhor ao outro lado quem olhar para o próprio caixa agora, antes que o banco olhe por ele.',
    ],
    intertitulo: 'O caixa antes do crediário',
    comImagem: true,
  },
  {
    membro: 'paulo',
    titulo: 'A indústria calçadista precisa olhar para além do preço',
    resumo: 'Competir com o sapato importado pelo preço é uma briga perdida. O Vale tem outras cartas na mão.',
    tags: ['indústria calçadista', 'competitividade', 'opinião'],
    paragrafos: [
      'Durante décadas, o calçado foi o motor da economia do Vale do Sereno. As fábricas empregavam famílias inteiras, e o apito das seis da manhã organizava a vida das cidades. Esse modelo, baseado em produzir muito e barato, não volta mais.',
      'A concorrência com o produto importado pelo preço é uma briga perdida. O que o Vale tem de sobra é outra coisa: mão de obra qualificada, tradição no couro e capacidade de produzir lotes pequenos com rapidez.',
      'As fábricas que mais cresceram nos últimos anos apostaram em marca própria, design e venda direta pela internet. São exemplos que merecem ser estudados por quem ainda depende de um único grande cliente.',
    ],
    intertitulo: 'Qualidade é estratégia',
    citacao: { texto: 'O sapato do Vale precisa ser lembrado pelo nome, e não pelo preço.', autor: 'Paulo Weber' },
    comImagem: false,
  },
  {
    membro: 'helena',
    titulo: 'O talian ainda mora nas cozinhas do Vale',
    resumo: 'A língua dos imigrantes italianos resiste onde sempre esteve: na mesa, entre a polenta e o vinho de garrafão.',
    tags: ['talian', 'imigração italiana', 'cultura', 'opinião'],
    paragrafos: [
      'Basta sentar à mesa de uma família de Campo Alegre da Serra num domingo para ouvir: a nona chama os netos em talian, o tio conta uma piada que só tem graça em dialeto, e alguém sempre pede mais um pedaço de fortaia.',
      'O talian, variante do vêneto que os imigrantes trouxeram no fim do século XIX, foi proibido nas escolas durante a Segunda Guerra e por muito tempo carregou a marca de coisa de colono. Sobreviveu na cozinha, na roça e na igreja.',
      'Hoje, reconhecido como referência cultural brasileira, o talian ganha programas de rádio, grupos de canto e cursos para jovens. Preservar a língua é preservar o jeito de ver o mundo de quem construiu a Serra.',
    ],
    intertitulo: 'Uma língua de resistência',
    comImagem: true,
  },
  {
    membro: 'helena',
    titulo: 'Festas de comunidade são patrimônio, não apenas evento',
    resumo: 'O kerb, a festa do padroeiro e o baile do salão paroquial guardam uma forma de vida que nenhum museu consegue expor.',
    tags: ['festas de comunidade', 'patrimônio imaterial', 'opinião'],
    paragrafos: [
      'Cada linha do interior do Vale do Sereno tem a sua festa. Há o kerb de Picada Bonita, a festa de São Cristóvão com a bênção dos caminhões, o baile do salão paroquial que reúne três gerações na mesma pista.',
      'Essas festas costumam ser tratadas como evento: precisam de alvará, banheiro químico e segurança. Tudo isso importa, mas elas são mais do que isso. São o lugar onde a comunidade se reconhece, onde se ensina a receita da cuca e o passo da dança.',
      'Políticas culturais que olhem para esse patrimônio vivo, com registro, apoio às comissões e incentivo à participação dos jovens, fazem mais pela memória do Vale do que qualquer vitrine.',
    ],
    intertitulo: 'O que se aprende no salão',
    comImagem: false,
  },
  {
    membro: 'jorge',
    titulo: 'O futebol amador é a alma do Vale do Sereno',
    resumo: 'No campo de chão batido da Linha Formosa se joga um futebol que a televisão não mostra e a comunidade não esquece.',
    tags: ['futebol amador', 'Regional', 'opinião'],
    paragrafos: [
      'Domingo, três e meia da tarde. O campo da Linha Formosa tem arquibancada de madeira, cerca de arame e uma churrasqueira coletiva onde o assado começa antes do apito. Ali joga o time da comunidade, formado pelo filho do leiteiro, pelo mecânico e pelo professor de educação física.',
      'O futebol amador do Vale movimenta mais gente do que muito campeonato profissional. São 24 clubes no Regional, centenas de atletas e um calendário que organiza a vida das famílias de março a dezembro.',
      'Esse futebol precisa de apoio: gramados, iluminação, arbitragem bem paga e categorias de base. É dele que saem os atletas, mas principalmente é nele que a comunidade se encontra.',
    ],
    intertitulo: 'Mais do que noventa minutos',
    citacao: { texto: 'No amador, o torcedor conhece o centroavante pelo nome e sabe onde ele trabalha na segunda-feira.', autor: 'Jorge Dalla Costa' },
    comImagem: true,
  },
  {
    membro: 'marta',
    titulo: 'Por que o rádio continua sendo a voz da comunidade',
    resumo: 'Na enchente, quando a internet caiu e a luz faltou, foi o radinho de pilha que avisou onde estavam os abrigos.',
    tags: ['rádio', 'jornalismo', 'comunidade', 'opinião'],
    paragrafos: [
      'Na última cheia do Rio Sereno, quando a energia caiu e as antenas de celular pararam, a redação da Sintonia FM seguiu no ar com o gerador ligado. Foi pelo rádio que muitas famílias souberam para onde ir, que ruas estavam bloqueadas e quem precisava de ajuda.',
      'O rádio local mudou: hoje também está no aplicativo, nas redes sociais e neste portal. Mas o compromisso é o mesmo de quando a emissora começou, numa sala sobre a ferragem da Rua Júlio de Castilhos: estar perto de quem ouve.',
      'Jornalismo local é o que confere a notícia antes de espalhar, dá nome a quem faz e cobra de quem decide. É um serviço que a comunidade sustenta com sua audiência e que retribuímos com responsabilidade.',
    ],
    intertitulo: 'Perto de quem ouve',
    comImagem: false,
  },
];

export type GalleryItem = {
  titulo: string;
  resumo: string;
  tags: string[];
  paragrafos: string[];
  fotos: string[];
  destaque?: boolean;
};

export const GALLERIES: GalleryItem[] = [
  {
    titulo: 'Fotos: Festa da Colheita reúne milhares de pessoas no Parque de Eventos',
    resumo: 'Desfile de carros alegóricos, shows e a gastronomia colonial marcaram o primeiro fim de semana da festa.',
    tags: ['Festa da Colheita', 'fotos', 'eventos'],
    paragrafos: [
      'O primeiro fim de semana da Festa da Colheita levou milhares de pessoas ao Parque de Eventos de Sereno do Sul. A equipe da Sintonia FM registrou os principais momentos.',
    ],
    fotos: [
      'O desfile de carros alegóricos na Avenida dos Imigrantes',
      'A rainha e as princesas da Festa da Colheita',
      'O pavilhão da gastronomia colonial lotado no almoço de domingo',
      'Apresentação do grupo de danças italianas',
      'Crianças no parque de diversões',
      'A feira da agroindústria familiar',
      'O público no show de sábado à noite',
      'A queima de fogos no encerramento',
    ],
    destaque: true,
  },
  {
    titulo: 'Galeria: o amanhecer com neblina no Vale do Sereno',
    resumo: 'Ouvintes enviaram fotos da neblina cobrindo o vale e as araucárias ao nascer do sol.',
    tags: ['paisagem', 'neblina', 'fotos dos ouvintes'],
    paragrafos: ['A neblina cobriu o Vale do Sereno nas primeiras horas da manhã e rendeu imagens bonitas. Confira as fotos enviadas pelos ouvintes da Sintonia FM pelo WhatsApp.'],
    fotos: [
      'Vista do Morro do Sereno, por Edite Kunzler',
      'Araucárias na Linha Formosa, por Valdir Hendges',
      'O rio coberto pela neblina, por Camila Rigo',
      'Parreirais em Campo Alegre da Serra, por Ademar Tonin',
      'A torre da Igreja Matriz, por Luana Spohr',
    ],
  },
  {
    titulo: 'Fotos: Corrida Rústica colore as ruas de Sereno do Sul',
    resumo: 'Mais de mil atletas participaram das provas de 5 e 10 km. Veja as imagens da largada à premiação.',
    tags: ['corrida', 'esportes', 'fotos'],
    paragrafos: ['A Corrida Rústica de Sereno do Sul encheu de cor o Centro e a orla do Rio Sereno. Veja as imagens da largada, do percurso e da premiação.'],
    fotos: [
      'A largada em frente à Praça da Matriz',
      'Corredores na orla do Rio Sereno',
      'O posto de hidratação do quilômetro cinco',
      'A chegada da campeã Tatiane Grings',
      'A categoria infantil',
      'O pódio dos 10 quilômetros',
    ],
  },
  {
    titulo: 'Imagens: o rodeio crioulo do CTG Querência do Sereno',
    resumo: 'Laçadores, gineteadas e danças tradicionais nos três dias de rodeio.',
    tags: ['rodeio', 'tradicionalismo', 'fotos'],
    paragrafos: ['O rodeio crioulo do CTG Querência do Sereno reuniu laçadores e invernadas artísticas de todo o Estado. Confira os registros.'],
    fotos: ['A prova de laço de equipe', 'Gineteada em pelo', 'Invernada artística juvenil no tablado', 'O acampamento das entidades tradicionalistas'],
  },
  {
    titulo: 'Galeria: o Kerb de Picada Bonita',
    resumo: 'Bandinhas, café colonial e o desfile dos kerbeiros na festa centenária da comunidade.',
    tags: ['kerb', 'imigração alemã', 'fotos'],
    paragrafos: ['O Kerb de Picada Bonita manteve a tradição com bandinhas, bolão e muito café colonial. Veja como foi a festa.'],
    fotos: [
      'O desfile dos kerbeiros pelas ruas da localidade',
      'A bandinha no salão da comunidade',
      'A mesa do café colonial',
      'O jogo de bolão',
      'Casais no baile da noite de sábado',
      'As cucas preparadas pelas senhoras da comunidade',
      'A bênção na igreja de Picada Bonita',
    ],
  },
  {
    titulo: 'Fotos: a cheia do Rio Sereno vista do alto',
    resumo: 'Imagens aéreas mostram a água sobre a orla e o trabalho da Defesa Civil nos bairros ribeirinhos.',
    tags: ['Rio Sereno', 'cheia', 'fotos'],
    paragrafos: ['As imagens aéreas feitas pela Defesa Civil mostram a dimensão da cheia do Rio Sereno nos bairros Navegantes e Beira-Rio.'],
    fotos: ['A orla de Sereno do Sul tomada pela água', 'A ponte de ferro com o rio perto da cota de alerta', 'Equipes da Defesa Civil no bairro Navegantes'],
  },
];

export type UnpublishedItem = NewsItem & {
  status: 'rascunho' | 'agendado' | 'arquivado';
  /** Days from the seeding time: positive for scheduled posts, negative for the archived one. */
  dias?: number;
};

export const UNPUBLISHED: UnpublishedItem[] = [
  {
    status: 'rascunho',
    categoria: 'politica-local',
    titulo: 'Prefeitura estuda nova linha de ônibus para o bairro Industrial',
    resumo: 'Moradores pedem horários no início da manhã e no fim da noite, para quem trabalha em turnos.',
    tags: ['transporte público', 'ônibus', 'bairro Industrial'],
    paragrafos: [
      'A Secretaria de Mobilidade de Sereno do Sul estuda a criação de uma linha de ônibus que ligue o bairro Industrial ao Centro, com horários para quem trabalha em turnos nas fábricas.',
      'Um abaixo-assinado com 1,3 mil assinaturas foi entregue à prefeitura. A empresa concessionária ainda não apresentou a estimativa de custo.',
    ],
  },
  {
    status: 'rascunho',
    categoria: 'agronegocio',
    titulo: 'Balanço da safra de uva no Vale do Sereno',
    resumo: 'Produtores relatam boa qualidade, mas volume abaixo do esperado por causa do granizo.',
    tags: ['uva', 'safra', 'vinícolas'],
    paragrafos: [
      'A safra de uva no Vale do Sereno terminou com qualidade considerada muito boa pelos enólogos, mas com volume 15% menor do que o previsto.',
      'As chuvas de granizo atingiram parreirais de Campo Alegre da Serra e Três Pinheiros no início da colheita.',
    ],
  },
  {
    status: 'rascunho',
    categoria: 'cultura',
    titulo: 'Perfil: os 30 anos da Sintonia FM contados pelos ouvintes',
    resumo: 'Histórias de quem acompanha a emissora desde a primeira transmissão.',
    tags: ['Sintonia FM', 'rádio', 'memória'],
    paragrafos: [
      'Dona Irma Becker, de 87 anos, lembra do dia em que ouviu pela primeira vez a Sintonia FM, num radinho de pilha em cima da geladeira. Desde então, não perdeu um Bom Dia Sintonia FM.',
      'Para celebrar as três décadas da emissora, reunimos histórias de ouvintes que cresceram, namoraram e trabalharam ao som da rádio.',
    ],
    autor: 'editor',
  },
  {
    status: 'rascunho',
    categoria: 'saude',
    titulo: 'Guia de serviços de saúde nos feriados',
    resumo: 'Onde buscar atendimento de urgência, farmácias de plantão e vacinação nos feriados.',
    tags: ['saúde', 'feriado', 'plantão'],
    paragrafos: [
      'Nos feriados, o atendimento de urgência em Sereno do Sul fica concentrado no Pronto Atendimento Municipal e na emergência do Hospital Beneficente Santa Lúcia.',
      'A escala das farmácias de plantão é divulgada pela Vigilância Sanitária e afixada na porta de todas as farmácias.',
    ],
  },
  {
    status: 'rascunho',
    categoria: 'esportes',
    titulo: 'Sereno FC anuncia reforços para a próxima temporada',
    resumo: 'Clube acerta com um atacante e um zagueiro e renova com o técnico Valdemar Griebeler.',
    tags: ['Sereno FC', 'reforços', 'futebol amador'],
    paragrafos: [
      'O Sereno Futebol Clube anunciou os primeiros reforços para a próxima temporada: o atacante Renan Lauxen e o zagueiro Cristiano Welter.',
      'A diretoria também confirmou a renovação do contrato do técnico Valdemar Griebeler, que comandou a equipe na campanha do Regional.',
    ],
  },
  {
    status: 'agendado',
    dias: 2,
    categoria: 'esportes',
    titulo: 'Sintonia FM transmite ao vivo a final do Regional de Amadores',
    resumo: 'Jornada esportiva começa uma hora antes da partida, com narração de Jorge Dalla Costa.',
    tags: ['Regional', 'transmissão', 'futebol amador'],
    paragrafos: [
      'A Sintonia FM transmite ao vivo a final do Regional de Amadores do Vale. A jornada esportiva começa uma hora antes do jogo, com narração de Jorge Dalla Costa e reportagens de Renata Fagundes.',
      'Quem estiver longe do rádio pode acompanhar pelo aplicativo e pelo site da emissora.',
    ],
  },
  {
    status: 'agendado',
    dias: 4,
    categoria: 'meio-ambiente',
    titulo: 'Semana do Meio Ambiente começa com plantio coletivo na orla do Rio Sereno',
    resumo: 'Escolas e voluntários vão plantar 800 mudas nativas entre a ponte de ferro e o Parque da Orla.',
    tags: ['meio ambiente', 'plantio', 'Rio Sereno'],
    paragrafos: [
      'A Semana do Meio Ambiente de Sereno do Sul começa com um plantio coletivo de 800 mudas nativas na orla do Rio Sereno. Escolas, escoteiros e voluntários estão convidados.',
      'A programação segue com oficinas de compostagem, trilhas guiadas e a feira de trocas de mudas na Praça da Matriz.',
    ],
  },
  {
    status: 'arquivado',
    dias: -62,
    categoria: 'cultura',
    titulo: 'Programação de aniversário de Sereno do Sul é transferida por causa da chuva',
    resumo: 'Shows e desfile foram remarcados. Ingressos continuam válidos para as novas datas.',
    tags: ['aniversário da cidade', 'eventos', 'chuva'],
    paragrafos: [
      'A Prefeitura de Sereno do Sul transferiu a programação de aniversário da cidade por causa da previsão de chuva forte. Os shows e o desfile cívico foram remarcados.',
      'Os ingressos já adquiridos para o jantar de aniversário continuam válidos para a nova data.',
    ],
  },
];
