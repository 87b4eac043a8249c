/**
 * Word banks and templates for the scale corpus (npm run seed:scale): regional news of the demo's
 * fictional Vale do Sereno in pt-BR, with accents. Slots in braces are filled from the banks;
 * proper names are drawn on a long tail, so some words are in most posts and others in a few.
 */
import type { Random } from './random';
import type { CategorySlug } from './station';

export const TOWNS = [
  'Sereno do Sul',
  'Três Pinheiros',
  'Picada Bonita',
  'Vila Nova do Sereno',
  'Linha Formosa',
  'Campo Alegre da Serra',
  'Arroio Taquaral',
  'Santa Lúcia do Vale',
  'São José da Colina',
  'Nova Esperança do Sereno',
] as const;

const NEIGHBOURHOODS = [
  'Centro', 'Bela Vista', 'São Cristóvão', 'Jardim Itália', 'Vila Operária', 'Alto da Colina', 'Santo Antônio',
  'Bom Jesus', 'Industrial', 'Primavera', 'Floresta', 'Ipiranga', 'Nossa Senhora Aparecida', 'Cohab', 'São Luiz',
  'Boa Vista', 'Morada do Sol', 'Vale Verde', 'Imigrante', 'Conceição',
];

const MEN = [
  'João', 'José', 'Carlos', 'Paulo', 'Márcio', 'Rafael', 'Rodrigo', 'André', 'Sérgio', 'Fábio', 'Gustavo', 'Vinícius',
  'Leandro', 'Antônio', 'Otávio', 'Álvaro', 'Luís', 'Caio', 'Júlio', 'Tiago', 'Élio', 'Valdir', 'Gilmar', 'Ademir',
  'Jandir', 'Egon', 'Irineu', 'Arno',
];
const WOMEN = [
  'Ana', 'Maria', 'Luciana', 'Fernanda', 'Cláudia', 'Juliana', 'Patrícia', 'Camila', 'Aline', 'Letícia', 'Tânia',
  'Simone', 'Débora', 'Jéssica', 'Lúcia', 'Inês', 'Mônica', 'Vânia', 'Beatriz', 'Helena', 'Renata', 'Priscila',
  'Neusa', 'Ivone', 'Rosângela', 'Marlene', 'Ilse', 'Lourdes', 'Nelci', 'Zélia',
];

/** Surnames of the Serra: Italian, German and Portuguese. Drawn on a long tail (see `tail`). */
const SURNAMES = [
  'Zanella', 'Weber', 'Boff', 'Lindner', 'Fagundes', 'Dalla Costa', 'Bertoldi', 'Schneider', 'Kuhn', 'Piccoli',
  'Tonietto', 'Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Rossi', 'Conte', 'Mattos', 'Becker', 'Schmitt',
  'Hoffmann', 'Müller', 'Fischer', 'Wagner', 'Zimmermann', 'Bortolini', 'Giacomelli', 'Pasqualotto', 'Dal Pozzo',
  'Frizzo', 'Scopel', 'Menegotto', 'Tessaro', 'Bianchi', 'Brandão', 'Guimarães', 'Conceição', 'Araújo', 'Gonçalves',
  'Magalhães', 'Simões', 'Lopes', 'Ribeiro', 'Carvalho', 'Fontana', 'Marcon', 'Pizzolatto', 'Sartori', 'Tomasi',
  'Baldissera', 'Caumo', 'Dallagnol', 'Fin', 'Gasparin', 'Lazzari', 'Lorenzon', 'Mioranza', 'Nardi', 'Orso',
  'Perin', 'Rigon', 'Sbardelotto', 'Trevisan', 'Vanin', 'Zatti', 'Klein', 'Kroeff', 'Stumpf', 'Vogt', 'Wolff',
  'Dietrich', 'Engel', 'Haas', 'Jung', 'Kaempf', 'Lang', 'Mallmann', 'Nienow', 'Petry', 'Rauber', 'Schaefer',
  'Spohr', 'Thomé', 'Ulrich', 'Welter', 'Ziegler', 'Bohn', 'Heck', 'Kolling', 'Griebeler', 'Feiten', 'Dillenburg',
  'Brüning', 'Kehl', 'Lermen', 'Maldaner', 'Neumann', 'Ott', 'Pilger', 'Rückert', 'Sauer', 'Tatsch', 'Uhry',
];

const WEEKDAYS = ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira'];
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** Rarely named places: each of them turns up in a small share of the corpus. */
const PLACES = [
  'Capela São Roque', 'Linha Kaempf', 'Localidade de Passo do Louro', 'Comunidade do Morro da Antena', 'Localidade de Arroio das Pedras', 'Picada Café de Baixo',
  'Comunidade de Travessão Bonito', 'Linha Marcondes', 'Capela Santa Cecília', 'Chácara dos Bertoldi', 'Estrada da Cascata',
  'Cascata do Chuvisqueiro', 'Gruta Nossa Senhora de Lourdes', 'Ponte de Ferro', 'Igreja Matriz de Linha Formosa',
  'Arena Municipal Ítalo Conte', 'Cancha de Bocha da Colina', 'Sede Campestre Alfredo Weber',
  'Escola Estadual Imigrante', 'Escola Municipal Érico Veríssimo', 'Unidade Básica de Saúde do Bela Vista',
  'Policlínica Santa Lúcia', 'Sociedade Recreativa da Colina', 'Casa de Cultura Otília Boff',
  'Biblioteca Pública Mário Quintana', 'Associação dos Moradores do Alto da Colina', 'Cooperativa Vinícola Sereno',
  'Queijaria Vale Verde', 'Sede do Sindicato dos Trabalhadores Rurais', 'Estação Rodoviária de Sereno do Sul',
];

/** Local festivals, on a long tail too: the last ones are rare words in the corpus. */
const FESTIVALS = [
  'Festa da Colheita', 'Semana Farroupilha', 'Festa do Colono', 'Kerb de São Miguel', 'Festa da Uva Colonial',
  'Filó Italiano', 'Festa do Agnolini', 'Festa da Cuca', 'Festa do Chucrute', 'Encontro de Corais', 'Festival do Galeto',
  'Festa do Vinho Colonial', 'Schützenfest', 'Festa do Pinhão', 'Festa do Queijo Serrano', 'Rodeio Crioulo da Colina',
  'Festa do Moranguinho', 'Festa da Polenta', 'Kerb de Linha Formosa', 'Festa do Salame', 'Festival de Gaitas',
  'Festa da Bergamota', 'Festa do Mel', 'Encontro de Motociclistas', 'Festa do Kiwi', 'Festival de Bandinhas',
  'Festa do Cordeiro', 'Feira do Artesanato Colonial', 'Festa do Morango', 'Oktoberfest do Vale',
];

type SlotBank = Record<string, readonly string[]>;

const COMMON: SlotBank = {
  cidade: TOWNS,
  bairro: NEIGHBOURHOODS,
  dia: WEEKDAYS,
  mes: MONTHS,
  lugar: PLACES,
  orgao: [
    'a prefeitura', 'a Secretaria de Obras', 'a Secretaria Municipal de Saúde', 'a Secretaria de Educação',
    'a Câmara de Vereadores', 'a Defesa Civil', 'a Brigada Militar', 'o Corpo de Bombeiros', 'a Emater',
    'a Polícia Civil', 'o Ministério Público', 'a Corsan', 'a concessionária de energia', 'o Daer',
    'a Associação Comercial e Industrial', 'a Fundação Universitária do Vale',
  ],
};

type CategoryText = {
  titulos: readonly string[];
  resumos: readonly string[];
  frases: readonly string[];
  tags: readonly string[];
  intertitulos: readonly string[];
};

const TEXT: Record<CategorySlug, CategoryText> = {
  plantao: {
    titulos: [
      'Acidente na ERS-879 deixa {h} feridos perto de {cidade}',
      'Temporal derruba árvores e deixa moradores do {bairro} sem energia em {cidade}',
      'Polícia prende suspeito de furtos em propriedades rurais de {cidade}',
      'Motorista perde o controle e carro cai em valeta na {lugar}',
      'Falta de água atinge bairros de {cidade} nesta {dia}',
      'Operação da Brigada Militar fiscaliza {mil} veículos em {cidade}',
      'Ônibus escolar sai da pista em estrada do interior de {cidade}; ninguém se feriu',
      'Idoso desaparecido em {cidade} é encontrado perto da {lugar}',
      'Queda de barreira interrompe trânsito na estrada para {cidade}',
      'Golpe do falso parente faz novas vítimas em {cidade}, alerta a Polícia Civil',
    ],
    resumos: [
      'Ocorrência foi registrada na manhã de {dia} e mobilizou equipes do Samu e da Brigada Militar.',
      'Segundo {orgao}, a situação deve ser normalizada ao longo do dia. Moradores devem evitar o trecho.',
      'Caso é investigado pela Polícia Civil de {cidade}, que pede informações à comunidade.',
      'Equipes trabalham no local desde a madrugada; a orientação é redobrar a atenção.',
    ],
    frases: [
      'O acidente aconteceu por volta das {hora}, no trecho entre {cidade} e {cidade2}.',
      'Segundo o Comando Rodoviário da Brigada Militar, a pista ficou em meia pista por cerca de {h} horas.',
      'O motorista, de {idade} anos, foi atendido pelo Samu e levado ao Hospital Beneficente Santa Lúcia.',
      'A Polícia Civil ouviu testemunhas e analisa imagens de câmeras de segurança da região.',
      'De acordo com a concessionária, {n} mil clientes ficaram sem luz durante a madrugada.',
      'Moradores do {bairro} relataram que a água voltou a faltar pela terceira vez no mês.',
      'O delegado {homem} afirmou que o suspeito já tinha passagens por furto e receptação.',
      'A recomendação é não fornecer dados pessoais por telefone nem por aplicativos de mensagem.',
      'Equipes de manutenção trabalharam durante toda a noite para liberar a estrada.',
      'Quem tiver informações pode ligar de forma anônima para o telefone 190.',
    ],
    tags: ['trânsito', 'acidente', 'segurança', 'Brigada Militar', 'Polícia Civil', 'energia elétrica', 'abastecimento', 'ocorrências'],
    intertitulos: ['O que se sabe até agora', 'Rotas alternativas', 'Orientações', 'Investigação'],
  },
  politica: {
    titulos: [
      'Deputados da região cobram do Estado recursos para estradas do interior',
      'Governo do Estado anuncia pacote de obras para o Vale do Sereno',
      'Prefeitos do Vale se reúnem com o governador em Porto Alegre',
      'Assembleia Legislativa aprova projeto que beneficia municípios pequenos',
      'Lideranças de {cidade} articulam frente pela duplicação da ERS-879',
      'Partidos começam a definir candidaturas para a eleição em {cidade}',
    ],
    resumos: [
      'Proposta ainda depende de votação em plenário e deve ser analisada nas próximas semanas.',
      'Encontro reuniu prefeitos, vereadores e entidades da região em torno de uma pauta comum.',
      'Segundo o governo, os recursos serão liberados em parcelas ao longo do ano.',
    ],
    frases: [
      'O projeto foi apresentado pelo deputado {homem} e recebeu apoio de parlamentares de diferentes partidos.',
      'Prefeitos do Vale do Sereno entregaram ao governo uma lista com {n} reivindicações prioritárias.',
      'A votação está prevista para a próxima {dia}, mas ainda pode ser adiada.',
      'Lideranças políticas de {cidade} afirmam que a região está sub-representada no orçamento estadual.',
      'O secretário estadual prometeu uma resposta até o fim de {mes}.',
      'A oposição critica a falta de transparência na distribuição dos recursos.',
    ],
    tags: ['Assembleia Legislativa', 'governo do Estado', 'prefeitos', 'eleições', 'orçamento'],
    intertitulos: ['Próximos passos', 'Bastidores', 'O que muda'],
  },
  'politica-local': {
    titulos: [
      'Câmara de {cidade} aprova reajuste para os servidores municipais',
      'Prefeitura de {cidade} anuncia asfalto para ruas do {bairro}',
      'Vereadores de {cidade} debatem mudanças no Plano Diretor',
      'Audiência pública discute o orçamento de {cidade} para o próximo ano',
      'Prefeitura de {cidade} abre licitação para reforma da {lugar}',
      'Câmara de Vereadores de {cidade} cria comissão para fiscalizar o transporte escolar',
      'Moradores do {bairro} pedem iluminação pública em reunião com a prefeitura',
      'Prefeito de {cidade} apresenta balanço dos primeiros meses de gestão',
    ],
    resumos: [
      'Proposta foi aprovada por {h} votos a {m} e segue para sanção do prefeito.',
      'Obras devem começar em {mes} e têm prazo de {n} meses para conclusão, segundo a prefeitura.',
      'A sessão foi acompanhada por moradores, que lotaram as galerias da Câmara.',
      'Documento está disponível no portal da transparência do município para consulta.',
    ],
    frases: [
      'A sessão da Câmara de Vereadores de {cidade} durou mais de {h} horas nesta {dia}.',
      'O vereador {homem} apresentou emenda para incluir o {bairro} no cronograma de obras.',
      'Segundo a prefeitura, o investimento previsto é de R$ {valor} mil, com recursos próprios e do Estado.',
      'A licitação recebeu propostas de {n} empresas, e o resultado deve sair em {mes}.',
      'Moradores do {bairro} reclamam de buracos e da falta de iluminação pública há anos.',
      'A prefeita {mulher} afirmou que a prioridade da gestão é a saúde e a educação.',
      'O portal da transparência de {cidade} publica os contratos e os pagamentos da prefeitura.',
      'A audiência pública foi marcada para a {dia}, às 19h, no plenário da Câmara.',
      'A comissão terá {n} dias para apresentar um relatório aos vereadores.',
    ],
    tags: ['Câmara de Vereadores', 'prefeitura', 'obras', 'orçamento', 'Plano Diretor', 'servidores', 'urbanismo'],
    intertitulos: ['O que acontece agora', 'A votação', 'Como participar'],
  },
  'politica-nacional': {
    titulos: [
      'Congresso analisa mudança no repasse do FPM aos municípios',
      'Reforma tributária preocupa prefeitos do Vale do Sereno',
      'Bancada gaúcha em Brasília se reúne com prefeitos da região',
      'Senado aprova projeto com impacto na agricultura familiar',
      'Governo federal libera recursos para a saúde de {cidade}',
    ],
    resumos: [
      'Medida ainda depende de sanção presidencial e pode afetar o caixa das prefeituras da região.',
      'Prefeitos do Vale calculam perdas e pedem compensação ao governo federal.',
      'Texto segue agora para a Câmara dos Deputados, em Brasília.',
    ],
    frases: [
      'A proposta foi aprovada no Senado por ampla maioria e segue para a Câmara dos Deputados.',
      'Segundo a Confederação Nacional de Municípios, a mudança pode reduzir em {n}% a arrecadação.',
      'Os prefeitos do Vale do Sereno devem viajar a Brasília na próxima {dia}.',
      'A deputada federal {mulher} afirmou que a bancada gaúcha vai votar unida.',
      'Em {cidade}, o repasse federal representa quase metade do orçamento municipal.',
    ],
    tags: ['Congresso Nacional', 'Brasília', 'FPM', 'municípios', 'reforma tributária'],
    intertitulos: ['Reflexos no Vale do Sereno', 'Tramitação', 'O que dizem os prefeitos'],
  },
  economia: {
    titulos: [
      'Comércio de {cidade} espera aumento nas vendas para o Dia das Mães',
      'Indústria calçadista do Vale abre {mil} vagas de emprego',
      'Preço da cesta básica sobe em {cidade}, aponta pesquisa',
      'Feira do Empreendedor reúne pequenos negócios em {cidade}',
      'Cooperativa de crédito inaugura agência no {bairro}',
      'Inflação pesa no bolso e consumidor muda hábitos em {cidade}',
      'Indústria moveleira de {cidade} amplia exportações',
      'Sine de {cidade} oferece vagas com carteira assinada nesta semana',
    ],
    resumos: [
      'Levantamento da Fundação Universitária do Vale aponta alta de {n}% em relação ao mês anterior.',
      'Vagas são para produção, vendas e administração; interessados devem levar documentos.',
      'Segundo a Associação Comercial e Industrial, o movimento deve crescer nas próximas semanas.',
    ],
    frases: [
      'A pesquisa da Fundação Universitária do Vale mostra que a cesta básica custa R$ {valor} em {cidade}.',
      'Segundo o presidente da Associação Comercial, {homem}, o comércio espera crescer {n}% no período.',
      'As vagas são para costureira, auxiliar de produção, vendedor e motorista.',
      'O Sine de {cidade} atende de segunda a sexta, das 8h às 17h, na {lugar}.',
      'O preço do feijão e do café puxou a alta da cesta básica em {mes}.',
      'As cooperativas de crédito já respondem por boa parte dos financiamentos da região.',
      'A indústria calçadista ainda é a maior empregadora do Vale do Sereno.',
      'Empresários reclamam dos juros altos e da falta de mão de obra qualificada.',
      'A exportação de móveis para o Mercosul cresceu pelo terceiro trimestre seguido.',
    ],
    tags: ['emprego', 'comércio', 'indústria calçadista', 'indústria moveleira', 'preços', 'cesta básica', 'cooperativismo'],
    intertitulos: ['Impacto na região', 'Os números', 'Onde se inscrever'],
  },
  agronegocio: {
    titulos: [
      'Colheita da uva começa com boa expectativa em {cidade}',
      'Produtores de leite de {cidade} reclamam do preço pago pelas indústrias',
      'Estiagem preocupa agricultores do interior de {cidade}',
      'Emater orienta produtores sobre o plantio do milho',
      'Cooperativa Vinícola Sereno investe em nova linha de espumantes',
      'Feira da agricultura familiar volta à praça de {cidade} nesta {dia}',
      'Geada atinge lavouras e pomares em {cidade}',
    ],
    resumos: [
      'Safra deve ser {n}% maior que a do ano passado, segundo a Emater.',
      'Produtores pedem ajuda do poder público para enfrentar as perdas.',
      'Produtos coloniais, frutas e verduras podem ser comprados direto do agricultor.',
    ],
    frases: [
      'Segundo a Emater, a colheita da uva deve se estender até o fim de {mes}.',
      'O produtor {homem}, da {lugar}, calcula perdas de {n}% na lavoura de milho.',
      'O preço do litro de leite pago ao produtor caiu pelo segundo mês consecutivo.',
      'A falta de chuva afeta as pastagens e a produção de leite no interior de {cidade}.',
      'A cooperativa recebe a produção de {mil} famílias de agricultores do Vale do Sereno.',
      'A feira da agricultura familiar funciona das 7h às 12h na Praça da Matriz.',
      'A geada da madrugada queimou folhas de videiras e hortaliças em propriedades do interior.',
      'Técnicos da Emater visitam as propriedades para orientar sobre o manejo do solo.',
    ],
    tags: ['agricultura familiar', 'uva', 'leite', 'Emater', 'safra', 'estiagem', 'cooperativas'],
    intertitulos: ['No campo', 'A safra', 'Previsão'],
  },
  saude: {
    titulos: [
      'Campanha de vacinação contra a gripe começa em {cidade}',
      'Hospital Beneficente Santa Lúcia amplia atendimento de urgência',
      'Unidade de saúde do {bairro} passa a atender até as 22h',
      'Casos de dengue aumentam e Secretaria de Saúde de {cidade} faz alerta',
      'Mutirão de saúde oferece exames gratuitos em {cidade} nesta {dia}',
      'Secretaria de Saúde de {cidade} contrata novos médicos',
      'Saúde mental: {cidade} inaugura novo Caps',
      'Farmácia municipal de {cidade} amplia lista de remédios gratuitos',
    ],
    resumos: [
      'Vacina está disponível em todas as unidades básicas de saúde do município.',
      'Secretaria Municipal de Saúde orienta a população a eliminar a água parada.',
      'Atendimento é gratuito e não precisa de agendamento; basta levar documento e cartão do SUS.',
    ],
    frases: [
      'A vacinação ocorre nas unidades básicas de saúde, das 8h às 17h, de segunda a sexta.',
      'Segundo a Secretaria Municipal de Saúde, {n} mil doses foram aplicadas desde o início da campanha.',
      'A médica {mulher} recomenda procurar atendimento aos primeiros sintomas.',
      'O Hospital Beneficente Santa Lúcia é referência para {nn} municípios do Vale do Sereno.',
      'A orientação é eliminar recipientes com água parada em pátios e terrenos.',
      'A unidade de saúde do {bairro} ganhou uma nova sala de vacinação e um consultório odontológico.',
      'Para ser atendido, é preciso levar documento com foto e o cartão do SUS.',
      'A saúde pública de {cidade} recebeu R$ {valor} mil em recursos estaduais neste ano.',
      'Os exames de mamografia e de glicemia são feitos por ordem de chegada.',
    ],
    tags: ['saúde', 'vacinação', 'SUS', 'hospital', 'dengue', 'unidade básica de saúde'],
    intertitulos: ['Mais informações', 'Onde se vacinar', 'Sintomas'],
  },
  educacao: {
    titulos: [
      'Matrículas na rede municipal de {cidade} começam nesta {dia}',
      'Escola do {bairro} ganha laboratório de ciências',
      'Estudantes de {cidade} se destacam na olimpíada de matemática',
      'Fundação Universitária do Vale abre inscrições para o vestibular',
      'Transporte escolar de {cidade} ganha novos ônibus',
      'Professores da rede estadual em {cidade} discutem greve',
      'Educação infantil: {cidade} inaugura escola com {mil} vagas',
    ],
    resumos: [
      'Pais e responsáveis devem procurar a escola mais próxima de casa com os documentos do aluno.',
      'Investimento faz parte do plano municipal de educação e deve beneficiar {mil} alunos.',
      'Inscrições podem ser feitas pela internet até o fim de {mes}.',
    ],
    frases: [
      'As matrículas podem ser feitas na secretaria da escola, das 8h às 11h30 e das 13h30 às 17h.',
      'Segundo a Secretaria de Educação, a rede municipal tem {mil} alunos em {cidade}.',
      'A diretora {mulher} conta que o laboratório era um pedido antigo da comunidade escolar.',
      'Os estudantes da {lugar} conquistaram {n} medalhas na olimpíada deste ano.',
      'O vestibular da Fundação Universitária do Vale oferece vagas em cursos de graduação e tecnólogos.',
      'Os novos ônibus do transporte escolar atendem as linhas do interior de {cidade}.',
      'A educação infantil é prioridade, segundo a prefeitura, que quer zerar a fila das creches.',
    ],
    tags: ['educação', 'escolas', 'matrículas', 'vestibular', 'transporte escolar', 'professores'],
    intertitulos: ['Na sala de aula', 'Como fazer a matrícula', 'Calendário'],
  },
  esportes: {
    titulos: [
      'Sereno Futebol Clube vence o clássico e assume a liderança',
      'Regional de Amadores: {cidade} e {cidade2} empatam no jogo de ida',
      'Corrida Rústica de Sereno do Sul reúne {mil} atletas',
      'Equipe de futsal de {cidade} conquista o título estadual',
      'Jogos Escolares do Vale começam nesta {dia} em {cidade}',
      'Atleta de {cidade} é convocada para a seleção brasileira de handebol',
      'Torneio de bocha movimenta a {lugar}',
    ],
    resumos: [
      'Partida foi disputada no Estádio dos Eucaliptos, com bom público.',
      'Competição reúne equipes de {nn} municípios do Vale do Sereno.',
      'A Sintonia FM transmite os jogos ao vivo, com narração de Jorge Dalla Costa.',
    ],
    frases: [
      'O gol da vitória saiu aos {n} minutos do segundo tempo, em cobrança de falta.',
      'O técnico {homem} elogiou a entrega do grupo e pediu apoio da torcida.',
      'O jogo de volta está marcado para o próximo domingo, às 15h30, no Estádio dos Eucaliptos.',
      'A corrida teve percursos de 5 e 10 quilômetros, com largada na Praça da Matriz.',
      'A equipe de futsal de {cidade} venceu a final por {h} a {m}.',
      'Os Jogos Escolares reúnem estudantes de escolas públicas e particulares da região.',
      'A atleta {mulher} começou no esporte escolar e hoje defende um clube da capital.',
      'O torneio de bocha tem inscrições abertas para duplas e trios de todas as idades.',
    ],
    tags: ['futebol', 'futebol amador', 'futsal', 'esporte escolar', 'atletismo', 'Regional de Amadores'],
    intertitulos: ['Próximos desafios', 'O jogo', 'Classificação'],
  },
  cultura: {
    titulos: [
      '{festa} tem programação divulgada em {cidade}',
      '{festa} deve reunir {mil} visitantes em {cidade}',
      'Coral de {cidade} apresenta canções em talian na {lugar}',
      'Semana Farroupilha reúne piquetes e tradicionalistas em {cidade}',
      'Casa de Cultura Otília Boff abre exposição de fotografias antigas',
      'Festival de música gaúcha tem inscrições abertas em {cidade}',
      'Feira do Livro de {cidade} homenageia escritora da região',
      'Teatro: grupo de {cidade} estreia espetáculo sobre a imigração',
    ],
    resumos: [
      'Programação é gratuita e inclui shows, gastronomia típica e atrações para as crianças.',
      'Evento valoriza a cultura da imigração italiana e alemã no Vale do Sereno.',
      'Exposição fica aberta à visitação até o fim de {mes}, com entrada franca.',
    ],
    frases: [
      'A programação da {festa} começa na {dia} e vai até o domingo, no Parque de Exposições Alfredo Weber.',
      'A {festa} é organizada pela comunidade da {lugar} há mais de {nn} anos.',
      'A entrada é gratuita, e a organização recomenda chegar com antecedência.',
      'O coral, regido por {pessoa}, tem {nn} integrantes de diferentes gerações.',
      'A gastronomia típica inclui galeto, polenta, sopa de agnolini e cuca.',
      'Os piquetes ficam acampados no Parque de Exposições durante toda a Semana Farroupilha.',
      'As fotografias retratam a chegada dos imigrantes e a construção das primeiras capelas.',
      'A escritora {mulher} autografa seus livros na tenda principal da feira.',
      'O espetáculo conta a história de uma família de imigrantes que chegou à {lugar}.',
    ],
    tags: ['cultura', 'tradição gaúcha', 'imigração italiana', 'música', 'teatro', 'gastronomia', 'Festa da Colheita'],
    intertitulos: ['Programação', 'Serviço', 'A história'],
  },
  'bombeiros-bombeiros': {
    titulos: [
      'Bombeiros controlam incêndio em galpão de {cidade}',
      'Corpo de Bombeiros resgata família ilhada em {cidade}',
      'Incêndio em vegetação mobiliza bombeiros na {lugar}',
      'Bombeiros alertam para cuidados com o aquecimento no inverno',
      'Vazamento de gás assusta moradores do {bairro}',
    ],
    resumos: [
      'Ninguém ficou ferido, segundo o Corpo de Bombeiros. As causas serão investigadas.',
      'Equipes trabalharam por {h} horas para controlar as chamas.',
      'Corporação orienta a população a chamar o 193 em caso de emergência.',
    ],
    frases: [
      'O Corpo de Bombeiros foi acionado por volta das {hora} e enviou {h} viaturas ao local.',
      'As chamas atingiram o depósito, mas não chegaram às casas vizinhas.',
      'O sargento {homem} orienta a população a não usar fogo para limpar terrenos.',
      'A família foi levada para a casa de parentes e passa bem.',
      'A perícia deve apontar as causas do incêndio nos próximos dias.',
      'Em caso de vazamento de gás, a orientação é abrir portas e janelas e não acionar interruptores.',
    ],
    tags: ['Corpo de Bombeiros', 'incêndio', 'Defesa Civil', 'prevenção', 'resgate'],
    intertitulos: ['Orientações', 'Como prevenir', 'O atendimento'],
  },
  'meio-ambiente': {
    titulos: [
      'Nível do Rio Sereno sobe e Defesa Civil monitora áreas de risco',
      'Mutirão recolhe {h} toneladas de lixo às margens do Arroio Taquaral',
      'Coleta seletiva chega ao {bairro} em {cidade}',
      'Frente fria traz chuva forte e queda de temperatura ao Vale do Sereno',
      'Plantio de mudas nativas recupera mata ciliar em {cidade}',
      'Previsão indica semana de calor e pouca chuva em {cidade}',
    ],
    resumos: [
      'Defesa Civil recomenda atenção aos alertas e evitar áreas alagadiças.',
      'Ação reuniu voluntários, escolas e a Secretaria de Meio Ambiente.',
      'Meteorologistas preveem acumulados de até {n} milímetros até o fim de semana.',
    ],
    frases: [
      'O nível do Rio Sereno chegou a {h} metros acima do normal na madrugada de {dia}.',
      'A Defesa Civil de {cidade} mantém equipes de prontidão nas áreas de risco.',
      'O mutirão reuniu {mil} voluntários e recolheu garrafas, pneus e móveis velhos.',
      'A coleta seletiva passa às terças e sextas no {bairro}, segundo a prefeitura.',
      'A meteorologista {mulher} explica que a frente fria deve trazer geada no fim de semana.',
      'As mudas de árvores nativas foram doadas pelo viveiro municipal de {cidade}.',
      'A reciclagem gera renda para {n} famílias da associação de catadores.',
    ],
    tags: ['meio ambiente', 'chuva', 'Defesa Civil', 'reciclagem', 'clima', 'Rio Sereno', 'previsão do tempo'],
    intertitulos: ['Previsão e cuidados', 'Como participar', 'Alerta'],
  },
  colunistas: {
    titulos: [
      'O Vale do Sereno precisa pensar além da próxima safra',
      'O que a Festa da Colheita ensina sobre comunidade',
      'Juros, crédito e o caixa do pequeno comerciante',
      'A memória da imigração mora nas pequenas capelas',
      'O futebol amador é o coração do domingo no interior',
      'A cidade que queremos para os nossos filhos',
    ],
    resumos: [
      'Uma reflexão sobre os desafios da região e as escolhas que teremos pela frente.',
      'Entre a tradição e a mudança, o Vale precisa decidir o que quer preservar.',
    ],
    frases: [
      'Quem anda pelo interior de {cidade} percebe que a vida mudou, mas os valores continuam os mesmos.',
      'A história da {lugar} diz muito sobre quem somos e sobre o que queremos ser.',
      'Há uma lição simples nos números: o Vale cresce quando trabalha junto.',
      'O desafio, como sempre, é transformar boas intenções em políticas públicas.',
      'Não há desenvolvimento sem educação, e não há educação sem professores valorizados.',
      'Talvez seja hora de ouvir mais os jovens que estão deixando a região.',
    ],
    tags: ['opinião', 'coluna', 'desenvolvimento regional', 'comunidade'],
    intertitulos: ['Para pensar', 'O outro lado', 'Daqui para a frente'],
  },
  'galeria-de-fotos': {
    titulos: [
      'Galeria: os melhores momentos da {festa} em {cidade}',
      'Fotos: a Semana Farroupilha em {cidade}',
      'Galeria: o desfile de Sete de Setembro em {cidade}',
      'Fotos: a corrida rústica pelas ruas de {cidade}',
      'Galeria: o inverno e a geada no interior de {cidade}',
    ],
    resumos: ['Confira as imagens registradas pela equipe da Sintonia FM.', 'Veja como foi o evento em {cidade}.'],
    frases: [
      'A equipe da Sintonia FM acompanhou o evento e registrou os principais momentos.',
      'Milhares de pessoas passaram pela {lugar} ao longo do fim de semana.',
      'Mande também as suas fotos pelo WhatsApp da Sintonia FM.',
    ],
    tags: ['fotos', 'galeria', 'eventos'],
    intertitulos: ['Confira as imagens'],
  },
};

const GENERAL_SENTENCES = [
  'A Sintonia FM procurou {orgao}, que prometeu detalhar as informações nos próximos dias.',
  'Segundo {orgao}, a população de {cidade} deve acompanhar os canais oficiais.',
  'Moradores de {cidade} ouvidos pela reportagem aprovaram a iniciativa.',
  'O assunto foi tema do Sintonia FM Notícias desta {dia}.',
  'A expectativa é que a situação se normalize até o fim de {mes}.',
  'Mais informações podem ser obtidas pelo telefone (51) 3555-{fone}.',
  'Em {cidade2}, a situação é parecida, segundo lideranças locais.',
  'A reportagem da Sintonia FM esteve na {lugar} e conversou com moradores.',
  'De acordo com {pessoa}, a comunidade do {bairro} está mobilizada.',
  'O tema deve voltar à pauta nas próximas semanas.',
];

const CLOSINGS = [
  'Acompanhe as notícias do Vale do Sereno no <a href="/noticias">portal da Sintonia FM</a> e ouça o Sintonia FM Notícias, de segunda a sexta, às 18h.',
  'Tem uma sugestão de pauta? Fale com a redação pelo <a href="/contato">nosso canal de contato</a> ou pelo WhatsApp da Sintonia FM.',
];

/** Index on a long tail: the first items are drawn often, the last ones rarely (about 1/rank). */
function tail<T>(items: readonly T[], random: Random): T {
  // exp(u·ln(n+1)) − 1 is distributed about 1/x on [0, n).
  const index = Math.floor(Math.exp(random.next() * Math.log(items.length + 1)) - 1);
  return items[Math.min(index, items.length - 1)];
}

function person(random: Random): string {
  return `${random.pick(random.chance(0.5) ? MEN : WOMEN)} ${tail(SURNAMES, random)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function fill(template: string, random: Random, cidade: string): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'cidade':
        return cidade;
      case 'cidade2': {
        const other = random.pick(TOWNS);
        return other === cidade ? TOWNS[(TOWNS.indexOf(other) + 1) % TOWNS.length] : other;
      }
      case 'pessoa':
        return person(random);
      case 'homem':
        return `${random.pick(MEN)} ${tail(SURNAMES, random)}`;
      case 'mulher':
        return `${random.pick(WOMEN)} ${tail(SURNAMES, random)}`;
      case 'festa':
        return tail(FESTIVALS, random);
      case 'lugar':
        return tail(PLACES, random);
      case 'n':
        return String(random.int(2, 40));
      case 'h':
        return String(random.int(2, 9));
      case 'nn':
        return String(random.int(10, 60));
      case 'mil':
        return String(random.int(3, 120) * 10);
      case 'm':
        return String(random.int(0, 9));
      case 'idade':
        return String(random.int(18, 82));
      case 'valor':
        return (random.int(40, 9800) * 10).toLocaleString('pt-BR');
      case 'hora':
        return `${random.int(0, 23)}h${String(random.int(0, 11) * 5).padStart(2, '0')}`;
      case 'fone':
        return String(random.int(1000, 9999));
      default: {
        const bank = COMMON[slot];
        return bank ? random.pick(bank) : slot;
      }
    }
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type ScaleText = { titulo: string; resumo: string; conteudo: string; tags: string[] };

/** One post's title, summary, HTML body and tags for a category; the same Random gives the same text. */
export function scaleText(categoria: CategorySlug, random: Random): ScaleText {
  const text = TEXT[categoria];
  const cidade = tail(TOWNS, random);
  const titulo = capitalise(fill(random.pick(text.titulos), random, cidade));
  const resumo = capitalise(fill(random.pick(text.resumos), random, cidade));
  // Each template at most once per post, so no sentence repeats itself.
  const own = random.shuffle(text.frases);
  const general = random.shuffle(GENERAL_SENTENCES);
  const sentence = () => {
    const template = (random.chance(0.7) && own.length > 0) || general.length === 0 ? own.pop() : general.pop();
    return template ? capitalise(fill(template, random, cidade)) : '';
  };
  const paragraph = () => Array.from({ length: random.int(2, 4) }, sentence).filter(Boolean).join(' ');
  const html: string[] = [];
  const paragraphs = random.int(4, 7);
  for (let i = 0; i < paragraphs; i++) {
    const body = paragraph();
    if (!body) break;
    if (i === 2) html.push(`<h2>${escapeHtml(random.pick(text.intertitulos))}</h2>`);
    html.push(`<p>${escapeHtml(body)}</p>`);
  }
  if (random.chance(0.15)) {
    html.push(`<blockquote><p>“${escapeHtml(capitalise(fill(random.pick(text.frases), random, cidade)))}”</p><p>— ${escapeHtml(person(random))}</p></blockquote>`);
  }
  html.push(`<p>${random.pick(CLOSINGS)}</p>`);
  const tags = [...new Set([...random.sample(text.tags, random.int(1, 3)), cidade])];
  return { titulo, resumo, conteudo: html.join(''), tags };
}

/** How the scale corpus splits across the demo categories (weights, not percentages). */
export const CATEGORY_WEIGHTS: Record<CategorySlug, number> = {
  plantao: 14,
  politica: 4,
  'politica-local': 12,
  'politica-nacional': 5,
  economia: 10,
  agronegocio: 9,
  saude: 9,
  educacao: 7,
  esportes: 11,
  cultura: 8,
  'bombeiros-bombeiros': 4,
  'meio-ambiente': 4,
  colunistas: 2,
  'galeria-de-fotos': 1,
};
