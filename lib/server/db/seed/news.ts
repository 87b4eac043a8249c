/** Regional news of the demo station: fictional towns, people and events of the Vale do Sereno (RS). */
import type { CategorySlug, StaffKey } from './station';

/** Audio and video forms the product must find in post content (SPEC §3: videos, audios, bare .mp3). */
export type MediaEmbed = 'audio-link' | 'audio-tag' | 'audio-bare' | 'youtube-embed' | 'youtube-link';
type AudioEmbed = Extract<MediaEmbed, `audio-${string}`>;

/**
 * The news audio, written as silence into the media library by the seed (./podcasts.ts,
 * storeDemoAudio) and served by the site itself: the demo never sends a browser to another host.
 */
export const NEWS_AUDIO = {
  boletim: { nome: 'boletim-sintonia-fm.mp3', segundos: 48, titulo: 'Boletim Sintonia FM — ocorrências da madrugada' },
  agro: { nome: 'sintonia-agro-safra.mp3', segundos: 65, titulo: 'Sintonia Agro — a próxima safra' },
  saude: { nome: 'entrevista-secretaria-saude.mp3', segundos: 55, titulo: 'Entrevista — a fila dos exames' },
  gol: { nome: 'gol-sereno-fc.mp3', segundos: 35, titulo: 'Narração do gol do Sereno FC' },
} as const;
export type NewsAudioKey = keyof typeof NEWS_AUDIO;

/** An audio form names its file of NEWS_AUDIO; a video form its address. */
export type NewsMedia = { tipo: AudioEmbed; audio: NewsAudioKey; legenda: string } | { tipo: Exclude<MediaEmbed, AudioEmbed>; url: string; legenda: string };

export type NewsItem = {
  categoria: CategorySlug;
  titulo: string;
  resumo: string;
  tags: string[];
  paragrafos: string[];
  intertitulo?: string;
  lista?: string[];
  citacao?: { texto: string; autor: string };
  midia?: NewsMedia;
  destaque?: boolean;
  semImagem?: boolean;
  autor?: StaffKey;
};

export const NEWS: NewsItem[] = [
  // Plantão
  {
    categoria: 'plantao',
    titulo: 'Acidente entre carro e caminhão bloqueia parcialmente a ERS-879 em Sereno do Sul',
    resumo: 'Colisão ocorreu no km 12, perto do trevo de acesso a Picada Bonita. Motorista do carro foi levado ao hospital com ferimentos leves.',
    tags: ['trânsito', 'ERS-879', 'acidente'],
    paragrafos: [
      'Um acidente envolvendo um carro de passeio e um caminhão carregado de madeira deixou o trânsito em meia pista no km 12 da ERS-879, em Sereno do Sul. A colisão aconteceu perto do trevo de acesso a Picada Bonita.',
      'Segundo o Comando Rodoviário da Brigada Militar, o motorista do automóvel, de 34 anos, foi atendido pelo Samu e levado ao Hospital Beneficente Santa Lúcia com ferimentos leves. O caminhoneiro não se feriu e fez o teste do bafômetro, que deu negativo.',
      'A liberação total da pista depende da remoção da carga, que se espalhou pelo acostamento. A orientação é evitar o trecho ou redobrar a atenção à sinalização.',
    ],
    intertitulo: 'Rotas alternativas',
    lista: ['Estrada Geral de Linha Formosa, para quem segue a Três Pinheiros', 'Avenida das Indústrias, para o acesso ao Centro', 'Rua dos Imigrantes, para Picada Bonita'],
  },
  {
    categoria: 'plantao',
    titulo: 'Temporal derruba árvores e deixa bairros de Sereno do Sul sem energia',
    resumo: 'Rajadas de vento passaram de 80 km/h e atingiram a rede elétrica. Concessionária estima religação completa até o fim do dia.',
    tags: ['energia elétrica', 'temporal', 'Defesa Civil'],
    paragrafos: [
      'O temporal que atingiu o Vale do Sereno no fim da tarde derrubou ao menos 15 árvores sobre a rede elétrica e deixou cerca de 4 mil imóveis sem luz nos bairros São José, Industrial e Vila Operária, em Sereno do Sul.',
      'A Defesa Civil registrou rajadas de vento acima de 80 km/h e recebeu 27 pedidos de ajuda, a maioria por destelhamentos. Equipes da prefeitura trabalham na remoção dos galhos, que bloqueiam três ruas do bairro São José.',
    ],
    intertitulo: 'Como pedir ajuda',
    lista: ['Defesa Civil: 199', 'Corpo de Bombeiros: 193', 'Falta de energia: informe o número da unidade consumidora pelo aplicativo da concessionária'],
  },
  {
    categoria: 'plantao',
    titulo: 'Boletim Sintonia FM: as principais ocorrências da madrugada no Vale',
    resumo: 'Furto a comércio no Centro, princípio de incêndio em Vila Nova do Sereno e bloqueio na ponte do Arroio Taquaral estão entre os destaques.',
    tags: ['boletim', 'ocorrências', 'segurança'],
    paragrafos: [
      'A madrugada teve movimento para as forças de segurança do Vale do Sereno. No Centro de Sereno do Sul, uma loja de eletrônicos da Rua Júlio de Castilhos teve a vitrine quebrada e celulares levados; a Brigada Militar recolheu imagens de câmeras da vizinhança.',
      'Em Vila Nova do Sereno, os Bombeiros controlaram um princípio de incêndio em uma residência de madeira, causado por um aquecedor ligado perto das cortinas. Ninguém se feriu.',
      'Na ponte do Arroio Taquaral, o trânsito segue em sistema pare e siga por causa das obras de recuperação da cabeceira.',
    ],
    midia: { tipo: 'audio-link', audio: 'boletim', legenda: 'Ouça o boletim completo da Sintonia FM' },
    autor: 'autor',
  },
  {
    categoria: 'plantao',
    titulo: 'Polícia Civil prende suspeito de furtos a propriedades rurais em Três Pinheiros',
    resumo: 'Homem de 29 anos é investigado por ao menos oito furtos de ferramentas e defensivos agrícolas no interior.',
    tags: ['Polícia Civil', 'segurança rural', 'Três Pinheiros'],
    paragrafos: [
      'A Polícia Civil prendeu em Três Pinheiros um homem de 29 anos suspeito de uma série de furtos a propriedades rurais. Na casa dele foram encontradas motosserras, roçadeiras e galões de defensivos agrícolas.',
      'De acordo com o delegado Maurício Zimmer, os furtos vinham sendo registrados desde o começo do ano nas linhas Bonita, Formosa e Tigre. Parte do material já foi reconhecida pelos proprietários.',
    ],
    citacao: { texto: 'A colaboração dos agricultores, com fotos e números de série das ferramentas, foi decisiva para a investigação.', autor: 'Maurício Zimmer, delegado de Polícia' },
  },
  {
    categoria: 'plantao',
    titulo: 'Conserto de adutora interrompe o abastecimento de água em Vila Nova do Sereno',
    resumo: 'Bairros Centro, Primavera e Morada do Sol podem ficar sem água até a noite. Companhia recomenda economia.',
    tags: ['abastecimento', 'água', 'Vila Nova do Sereno'],
    paragrafos: [
      'O rompimento de uma adutora na Rua Tiradentes obrigou a companhia de saneamento a interromper o abastecimento em parte de Vila Nova do Sereno. Os bairros Centro, Primavera e Morada do Sol são os mais afetados.',
      'A previsão é de que o serviço seja retomado gradualmente até a noite. Escolas e o posto de saúde da região recebem caminhões-pipa.',
    ],
    semImagem: true,
  },
  {
    categoria: 'plantao',
    titulo: 'Brigada Militar reforça a fiscalização nas saídas da cidade no fim de semana',
    resumo: 'Operação terá barreiras na ERS-879 e na estrada para Campo Alegre da Serra, com testes de alcoolemia.',
    tags: ['Brigada Militar', 'trânsito', 'Lei Seca'],
    paragrafos: [
      'A Brigada Militar vai reforçar o policiamento nas saídas de Sereno do Sul durante o fim de semana. Estão previstas barreiras na ERS-879 e na estrada que liga a cidade a Campo Alegre da Serra.',
      'Além do teste do bafômetro, os policiais vão verificar documentação e equipamentos obrigatórios. Na última operação, 11 motoristas foram autuados por embriaguez ao volante.',
    ],
  },
  {
    categoria: 'plantao',
    titulo: 'Ponte do Arroio Taquaral terá bloqueio total para obras de recuperação',
    resumo: 'Interdição vale por 48 horas. Motoristas devem usar o desvio pela Estrada Geral de Linha Formosa.',
    tags: ['obras', 'trânsito', 'Arroio Taquaral'],
    paragrafos: [
      'A ponte sobre o Arroio Taquaral, na divisa entre Sereno do Sul e Picada Bonita, será totalmente bloqueada por 48 horas para a concretagem da nova cabeceira.',
      'O desvio será sinalizado pela Estrada Geral de Linha Formosa, que recebeu patrolamento e cascalho nesta semana. O transporte escolar terá horários ajustados.',
    ],
    semImagem: true,
  },

  // Política
  {
    categoria: 'politica',
    titulo: 'Assembleia aprova projeto que amplia repasses para estradas vicinais',
    resumo: 'Proposta cria fundo estadual para recuperação de estradas do interior. Municípios do Vale do Sereno devem estar entre os beneficiados.',
    tags: ['Assembleia Legislativa', 'estradas', 'interior'],
    paragrafos: [
      'A Assembleia Legislativa aprovou o projeto que cria um fundo estadual para a recuperação de estradas vicinais. O texto prevê repasses anuais aos municípios conforme a extensão da malha rural e o volume da produção agrícola.',
      'Prefeitos do Vale do Sereno acompanharam a votação em Porto Alegre. Para o deputado estadual Ronaldo Hoffmann, autor de emendas ao projeto, a medida corrige uma distorção histórica com os pequenos municípios.',
    ],
    citacao: { texto: 'Quem tira o leite e a uva do interior precisa de estrada boa o ano inteiro, e não só depois da eleição.', autor: 'Ronaldo Hoffmann, deputado estadual' },
  },
  {
    categoria: 'politica',
    titulo: 'Deputados da região defendem novo traçado para a duplicação da ERS-879',
    resumo: 'Proposta desvia o trecho urbano de Sereno do Sul e reduz desapropriações. Governo do Estado promete estudo técnico.',
    tags: ['ERS-879', 'duplicação', 'infraestrutura'],
    paragrafos: [
      'Deputados com base no Vale do Sereno apresentaram à Secretaria de Logística e Transportes uma proposta de novo traçado para a duplicação da ERS-879. O desenho contorna a área urbana de Sereno do Sul pelo lado leste.',
      'Segundo os parlamentares, a mudança reduziria de 140 para 35 o número de imóveis a desapropriar. O Estado se comprometeu a apresentar um estudo técnico comparando as alternativas.',
    ],
  },
  {
    categoria: 'politica',
    titulo: 'Prefeitos do Vale do Sereno cobram do Estado a regularização dos repasses da saúde',
    resumo: 'Atrasos somam R$ 6,8 milhões nos 12 municípios do consórcio. Hospitais filantrópicos relatam dificuldade para pagar fornecedores.',
    tags: ['saúde', 'repasses', 'prefeitos'],
    paragrafos: [
      'Os prefeitos dos 12 municípios do Consórcio Intermunicipal do Vale do Sereno entregaram ao governo do Estado um documento cobrando a regularização dos repasses da saúde. Segundo o levantamento, os atrasos somam R$ 6,8 milhões.',
      'O presidente do consórcio e prefeito de Sereno do Sul, Almir Kunz, afirmou que os hospitais filantrópicos da região já atrasam pagamentos a fornecedores e adiam cirurgias eletivas.',
      'A Secretaria Estadual da Saúde informou que um cronograma de pagamento será apresentado aos municípios nas próximas semanas.',
    ],
    citacao: { texto: 'Não é uma pauta partidária. É a conta do remédio e do plantão médico que não fecha.', autor: 'Almir Kunz, prefeito de Sereno do Sul' },
    destaque: true,
  },
  {
    categoria: 'politica',
    titulo: 'Consórcio intermunicipal do Vale do Sereno elege nova diretoria',
    resumo: 'Prefeita de Santa Lúcia do Vale assume a vice-presidência. Prioridades são saúde regional e destinação do lixo.',
    tags: ['consórcio', 'municípios', 'gestão'],
    paragrafos: [
      'Em assembleia realizada em Campo Alegre da Serra, o Consórcio Intermunicipal do Vale do Sereno reconduziu o prefeito Almir Kunz à presidência e elegeu a prefeita de Santa Lúcia do Vale, Rosane Gehlen, como vice.',
      'A nova diretoria definiu como prioridades a ampliação das consultas especializadas pelo consórcio e uma solução regional para a destinação do lixo orgânico.',
    ],
  },

  // Política Local
  {
    categoria: 'politica-local',
    titulo: 'Câmara de Sereno do Sul aprova reajuste do piso do magistério municipal',
    resumo: 'Projeto do Executivo foi aprovado por unanimidade. Reajuste de 6,2% vale a partir da próxima folha de pagamento.',
    tags: ['Câmara de Vereadores', 'educação', 'servidores'],
    paragrafos: [
      'Por unanimidade, os vereadores de Sereno do Sul aprovaram o reajuste de 6,2% no piso do magistério municipal. O índice vale para os 310 professores da rede e será pago já na próxima folha.',
      'Durante a sessão, a vereadora Ana Paula Schmitt pediu que o Executivo apresente também um plano de reposição das perdas dos demais servidores. O líder do governo, Gilberto Rech, disse que a proposta está em estudo.',
    ],
    midia: { tipo: 'youtube-link', url: 'https://www.youtube.com/watch?v=Sr3n0Cam879', legenda: 'Assista à íntegra da sessão no canal da Sintonia FM' },
  },
  {
    categoria: 'politica-local',
    titulo: 'Prefeitura apresenta projeto de revitalização da Praça da Matriz',
    resumo: 'Obra prevê novo calçamento, iluminação em LED, acessibilidade e um palco para eventos. Licitação deve ser aberta em 60 dias.',
    tags: ['Praça da Matriz', 'obras', 'urbanismo'],
    paragrafos: [
      'A Prefeitura de Sereno do Sul apresentou o projeto de revitalização da Praça da Matriz, no Centro. A proposta prevê calçamento novo com piso tátil, iluminação em LED, bancos, bebedouros e um palco fixo para eventos culturais.',
      'O investimento estimado é de R$ 2,4 milhões, com recursos próprios e de emenda parlamentar. As araucárias centenárias da praça serão preservadas, e o chafariz histórico será restaurado.',
    ],
    intertitulo: 'O que muda na praça',
    lista: ['Calçamento novo e rampas de acessibilidade', 'Iluminação em LED e câmeras de monitoramento', 'Palco fixo para apresentações', 'Restauro do chafariz de 1932'],
    destaque: true,
  },
  {
    categoria: 'politica-local',
    titulo: 'Vereadores cobram melhorias na iluminação pública dos bairros Industrial e São José',
    resumo: 'Pedido de providências aponta 96 pontos com lâmpadas queimadas. Secretaria de Obras promete mutirão.',
    tags: ['iluminação pública', 'Câmara de Vereadores', 'bairros'],
    paragrafos: [
      'Um pedido de providências assinado por cinco vereadores lista 96 pontos de iluminação pública apagados nos bairros Industrial e São José, em Sereno do Sul. Moradores relatam insegurança na volta do trabalho.',
      'O secretário de Obras, Neri Sauer, informou que a troca de lâmpadas foi atrasada pela falta de material e que um mutirão deve começar na próxima semana, com prioridade para as paradas de ônibus.',
    ],
  },
  {
    categoria: 'politica-local',
    titulo: 'Orçamento do próximo ano prevê mais recursos para saúde e pavimentação',
    resumo: 'Proposta enviada à Câmara soma R$ 312 milhões. Saúde fica com 24% e obras de pavimentação ganham reforço.',
    tags: ['orçamento', 'Câmara de Vereadores', 'finanças públicas'],
    paragrafos: [
      'A Prefeitura de Sereno do Sul encaminhou à Câmara a proposta de orçamento para o próximo ano, com receita estimada em R$ 312 milhões. A saúde deve receber 24% dos recursos, acima do mínimo constitucional de 15%.',
      'A pavimentação de 18 quilômetros de ruas e estradas do interior aparece como principal investimento. Os vereadores têm até o fim do ano para votar a peça orçamentária, que pode receber emendas.',
    ],
  },
  {
    categoria: 'politica-local',
    titulo: 'Audiência pública debate o novo Plano Diretor de Sereno do Sul',
    resumo: 'Moradores pediram mais áreas verdes e regras para loteamentos em encostas. Texto final vai à Câmara no ano que vem.',
    tags: ['Plano Diretor', 'audiência pública', 'urbanismo'],
    paragrafos: [
      'Cerca de 200 pessoas participaram da audiência pública sobre a revisão do Plano Diretor de Sereno do Sul, no auditório da Fundação Universitária do Vale do Sereno.',
      'As principais reivindicações foram a criação de parques lineares às margens do Rio Sereno e regras mais rígidas para loteamentos em encostas, áreas atingidas por deslizamentos nas últimas enchentes.',
    ],
    citacao: { texto: 'A cidade cresceu para o lado do rio e do morro. O plano precisa dizer com clareza onde não se pode construir.', autor: 'Lúcia Bertolini, vice-prefeita' },
  },
  {
    categoria: 'politica-local',
    titulo: 'Campo Alegre da Serra lança programa de regularização fundiária',
    resumo: 'Cerca de 450 famílias devem receber a escritura definitiva de seus imóveis. Cadastro começa na próxima semana.',
    tags: ['regularização fundiária', 'Campo Alegre da Serra', 'moradia'],
    paragrafos: [
      'A Prefeitura de Campo Alegre da Serra lançou o programa Minha Casa Legal, que vai regularizar imóveis em cinco núcleos habitacionais. A estimativa é beneficiar cerca de 450 famílias.',
      'O cadastro será feito no Centro Administrativo, com apresentação de documento de identidade, comprovante de residência e qualquer documento que comprove a posse do terreno.',
    ],
  },
  {
    categoria: 'politica-local',
    titulo: 'Câmara de Vila Nova do Sereno analisa projeto que amplia o transporte escolar',
    resumo: 'Proposta inclui alunos do ensino médio que moram a mais de dois quilômetros da escola.',
    tags: ['transporte escolar', 'Vila Nova do Sereno', 'Câmara de Vereadores'],
    paragrafos: [
      'Está na pauta da Câmara de Vila Nova do Sereno o projeto que estende o transporte escolar gratuito a estudantes do ensino médio que moram a mais de dois quilômetros da escola.',
      'A medida atenderia cerca de 180 alunos do interior, segundo a Secretaria de Educação. O custo estimado é de R$ 420 mil por ano.',
    ],
    semImagem: true,
  },

  // Política Nacional
  {
    categoria: 'politica-nacional',
    titulo: 'Congresso analisa proposta que muda regras do Fundo de Participação dos Municípios',
    resumo: 'Texto altera critérios de distribuição e pode aumentar a fatia de cidades pequenas. Prefeitos gaúchos acompanham a tramitação.',
    tags: ['FPM', 'Congresso Nacional', 'municípios'],
    paragrafos: [
      'Uma proposta em análise no Congresso Nacional altera os critérios de distribuição do Fundo de Participação dos Municípios, principal fonte de receita de cidades pequenas. O texto cria uma faixa de transição para municípios que perdem população.',
      'No Vale do Sereno, o FPM representa mais da metade da receita de oito dos 12 municípios. A Federação das Associações de Municípios acompanha a tramitação em Brasília.',
    ],
  },
  {
    categoria: 'politica-nacional',
    titulo: 'Bancada gaúcha articula renegociação de dívidas de produtores atingidos pela estiagem',
    resumo: 'Proposta prevê prorrogação de parcelas e juros menores para quem teve perdas comprovadas.',
    tags: ['estiagem', 'crédito rural', 'bancada gaúcha'],
    paragrafos: [
      'Deputados e senadores do Rio Grande do Sul articulam em Brasília uma proposta de renegociação das dívidas de produtores rurais que tiveram perdas com a estiagem. A ideia é prorrogar parcelas de custeio e investimento.',
      'Sindicatos rurais do Vale do Sereno enviaram à bancada um levantamento com as perdas na região: 35% na soja e 20% na produção de leite.',
    ],
  },
  {
    categoria: 'politica-nacional',
    titulo: 'Governo federal abre linha de crédito para reconstrução de pontes no interior',
    resumo: 'Municípios com decreto de emergência podem solicitar recursos até o fim do trimestre.',
    tags: ['pontes', 'Defesa Civil', 'governo federal'],
    paragrafos: [
      'O governo federal abriu uma linha de crédito para municípios que precisam reconstruir pontes e bueiros danificados por eventos climáticos. Podem se candidatar as cidades com decreto de emergência reconhecido.',
      'Em Sereno do Sul, a prefeitura prepara projetos para quatro pontes de madeira do interior, entre elas a da Linha Tigre, interditada desde a última cheia.',
    ],
  },
  {
    categoria: 'politica-nacional',
    titulo: 'Reforma tributária: o que muda para o comércio e os serviços da região',
    resumo: 'Contadores do Vale explicam a transição dos impostos e o que os empresários precisam fazer desde já.',
    tags: ['reforma tributária', 'impostos', 'comércio'],
    paragrafos: [
      'A transição para o novo sistema de impostos sobre o consumo vai exigir adaptação de comerciantes e prestadores de serviço. Contadores ouvidos pela Sintonia FM recomendam revisar cadastros de produtos e contratos.',
      'Para o presidente do Sindicato dos Contabilistas do Vale, Everton Klein, o maior desafio é o período em que os sistemas antigo e novo vão conviver.',
    ],
    intertitulo: 'O que fazer desde já',
    lista: ['Revisar a classificação fiscal dos produtos', 'Atualizar o sistema de emissão de notas', 'Conversar com o contador sobre o regime tributário', 'Acompanhar a regulamentação do período de transição'],
  },

  // Economia
  {
    categoria: 'economia',
    titulo: 'Indústria calçadista do Vale abre 350 vagas e busca mão de obra no interior',
    resumo: 'Fábricas de Sereno do Sul e Vila Nova do Sereno contratam costureiras, auxiliares de produção e operadores de máquina.',
    tags: ['emprego', 'indústria calçadista', 'vagas'],
    paragrafos: [
      'Três fábricas de calçados do Vale do Sereno anunciaram a abertura de 350 vagas. Há oportunidades para costureiras, auxiliares de produção, operadores de máquina e revisoras, com ou sem experiência.',
      'Para atrair trabalhadores do interior, as empresas oferecem transporte gratuito a partir de Picada Bonita e Três Pinheiros. Os interessados devem levar a carteira de trabalho à agência do Sine.',
    ],
    intertitulo: 'Como se candidatar',
    lista: ['Agência do Sine: Rua Sete de Setembro, 410, Centro', 'Atendimento de segunda a sexta, das 8h às 17h', 'Levar carteira de trabalho, CPF e comprovante de residência'],
    destaque: true,
  },
  {
    categoria: 'economia',
    titulo: 'CDL projeta alta nas vendas e lança campanha de prêmios para o comércio local',
    resumo: 'A cada R$ 100 em compras, o consumidor ganha um cupom. Sorteio terá carro zero-quilômetro e vale-compras.',
    tags: ['CDL', 'comércio', 'campanha'],
    paragrafos: [
      'A Câmara de Dirigentes Lojistas de Sereno do Sul projeta crescimento de 5% nas vendas da temporada e lançou a campanha Compre no Vale. A cada R$ 100 em compras nas lojas participantes, o consumidor recebe um cupom.',
      'O presidente da CDL, Ricardo Feldmann, diz que a campanha quer manter no município o dinheiro que hoje vai para as compras pela internet e para os shoppings da Região Metropolitana.',
    ],
  },
  {
    categoria: 'economia',
    titulo: 'Feira do Empreendedor reúne 80 expositores no Parque de Eventos',
    resumo: 'Evento gratuito tem palestras sobre crédito, vendas pela internet e gestão financeira para pequenos negócios.',
    tags: ['empreendedorismo', 'feira', 'pequenos negócios'],
    paragrafos: [
      'O Parque de Eventos de Sereno do Sul recebe a Feira do Empreendedor, com 80 expositores de agroindústrias, artesanato, serviços e tecnologia. A entrada é gratuita.',
      'A programação inclui palestras sobre crédito para microempreendedores, vendas pelas redes sociais e controle de caixa, além de atendimento de bancos e cooperativas de crédito.',
    ],
  },
  {
    categoria: 'economia',
    titulo: 'Preço da cesta básica em Sereno do Sul recua pelo segundo mês seguido',
    resumo: 'Pesquisa da Fundação Universitária mostra queda de 2,3%, puxada pelo tomate, pela batata e pelo feijão.',
    tags: ['cesta básica', 'preços', 'inflação'],
    paragrafos: [
      'O custo da cesta básica em Sereno do Sul caiu 2,3% no último mês, segundo a pesquisa mensal do curso de Economia da Fundação Universitária do Vale do Sereno. É a segunda queda seguida.',
      'Tomate, batata e feijão tiveram as maiores reduções. Na outra ponta, café e carne bovina continuam subindo e pesam no orçamento das famílias.',
    ],
    intertitulo: 'Maiores variações do mês',
    lista: ['Tomate: −14,8%', 'Batata: −9,6%', 'Feijão: −5,1%', 'Café: +4,2%', 'Carne bovina: +2,7%'],
  },
  {
    categoria: 'economia',
    titulo: 'Sine oferece vagas para auxiliar de produção, motorista e costureira',
    resumo: 'São 62 oportunidades em Sereno do Sul e cidades vizinhas. Atendimento é por ordem de chegada.',
    tags: ['Sine', 'emprego', 'vagas'],
    paragrafos: [
      'A agência do Sine de Sereno do Sul divulgou 62 vagas de emprego. Há oportunidades para auxiliar de produção, motorista com CNH categoria D, costureira, vendedor, cozinheiro e técnico em eletromecânica.',
      'O atendimento é por ordem de chegada. Quem preferir pode consultar as vagas pelo aplicativo da Carteira de Trabalho Digital.',
    ],
  },
  {
    categoria: 'economia',
    titulo: 'Moveleiras do Vale apostam na exportação para o Uruguai e o Chile',
    resumo: 'Missão empresarial fecha contratos de R$ 3 milhões. Setor emprega 1,2 mil pessoas na região.',
    tags: ['exportação', 'indústria moveleira', 'Mercosul'],
    paragrafos: [
      'Seis indústrias moveleiras do Vale do Sereno voltaram de uma missão empresarial a Montevidéu e Santiago com contratos que somam R$ 3 milhões. Os pedidos são principalmente de móveis planejados e de madeira maciça.',
      'O setor emprega cerca de 1,2 mil pessoas na região e busca no mercado externo uma alternativa à queda nas vendas internas.',
    ],
  },
  {
    categoria: 'economia',
    titulo: 'Feriado: confira o horário do comércio, dos bancos e dos serviços públicos',
    resumo: 'Lojas do Centro abrem das 9h às 13h. Supermercados funcionam normalmente; bancos e repartições fecham.',
    tags: ['feriado', 'serviços', 'comércio'],
    paragrafos: [
      'Por acordo entre o sindicato dos comerciários e a CDL, as lojas do Centro de Sereno do Sul podem abrir das 9h às 13h no feriado. Supermercados e farmácias funcionam em horário normal.',
      'Agências bancárias e repartições públicas não abrem. Os serviços essenciais de saúde, limpeza urbana e segurança seguem em regime de plantão.',
    ],
    semImagem: true,
  },

  // Agronegócio
  {
    categoria: 'agronegocio',
    titulo: 'Produtores de leite do Vale investem em genética e tecnologia',
    resumo: 'Ordenha robotizada e melhoramento genético elevam a produtividade em propriedades familiares de Três Pinheiros.',
    tags: ['leite', 'tecnologia', 'agricultura familiar'],
    paragrafos: [
      'Em Três Pinheiros, a família Schneider trocou a ordenha manual por um robô e viu a produção diária passar de 900 para 1.400 litros em dois anos. O caso é um dos exemplos de modernização da bacia leiteira do Vale do Sereno.',
      'Com apoio técnico da Emater e da Coopsereno, produtores investem em inseminação com sêmen de touros melhoradores, conforto térmico e controle individual dos animais.',
    ],
    citacao: { texto: 'A tecnologia não tirou ninguém do campo. Foi o que permitiu que meu filho ficasse na propriedade.', autor: 'Ilse Schneider, produtora de leite' },
  },
  {
    categoria: 'agronegocio',
    titulo: 'Podcast Sintonia Agro: o que esperar da próxima safra de grãos',
    resumo: 'Agrônomos avaliam clima, custos de produção e preços da soja e do milho no Rio Grande do Sul.',
    tags: ['safra', 'soja', 'milho', 'podcast'],
    paragrafos: [
      'No novo episódio do Sintonia Agro, o agrônomo Diego Brustolin e o economista Paulo Weber analisam as perspectivas para a próxima safra de grãos. O custo dos fertilizantes e a previsão de chuvas regulares estão no centro da conversa.',
      'Segundo Brustolin, o produtor que travou parte do preço da soja antes do plantio deve atravessar melhor a oscilação do mercado. Weber lembra que o crédito rural segue caro e recomenda cautela nos investimentos.',
    ],
    midia: {
      tipo: 'audio-bare',
      audio: 'agro',
      legenda: 'O episódio completo está disponível para ouvir quando quiser em',
    },
  },
  {
    categoria: 'agronegocio',
    titulo: 'Coopsereno inaugura nova unidade de recebimento de grãos em Três Pinheiros',
    resumo: 'Estrutura tem capacidade para 30 mil toneladas e reduz em 40 km o trajeto dos associados.',
    tags: ['cooperativismo', 'grãos', 'Três Pinheiros'],
    paragrafos: [
      'A Cooperativa Agrícola Sereno inaugurou em Três Pinheiros uma unidade de recebimento e armazenagem de grãos com capacidade para 30 mil toneladas. O investimento foi de R$ 18 milhões.',
      'Com a nova estrutura, associados do norte do Vale deixam de percorrer 40 quilômetros até a sede para entregar a produção de soja, milho e trigo.',
    ],
  },
  {
    categoria: 'agronegocio',
    titulo: 'Dia de campo em Picada Bonita apresenta técnicas de manejo do solo',
    resumo: 'Plantio direto, rotação de culturas e terraceamento foram mostrados a 300 agricultores.',
    tags: ['dia de campo', 'solo', 'Emater'],
    paragrafos: [
      'Cerca de 300 agricultores participaram do dia de campo promovido pela Emater em uma propriedade de Picada Bonita. As estações mostraram plantio direto, rotação de culturas, terraceamento e análise de solo.',
      'Segundo o extensionista Alexandre Ritter, o manejo correto reduz a erosão nas encostas e ajuda a lavoura a atravessar períodos de estiagem.',
    ],
  },
  {
    categoria: 'agronegocio',
    titulo: 'Vinícolas familiares do Vale do Sereno apostam no enoturismo',
    resumo: 'Roteiro Caminhos do Sereno reúne 14 vinícolas e agroindústrias com degustação, almoço colonial e hospedagem.',
    tags: ['vinho', 'turismo rural', 'agroindústria'],
    paragrafos: [
      'Catorze vinícolas e agroindústrias familiares se uniram no roteiro Caminhos do Sereno, que oferece degustação, almoço colonial, passeios pelos parreirais e hospedagem no interior.',
      'A proposta é agregar valor à produção de uva e gerar renda para as famílias. Nos fins de semana, o roteiro já recebe grupos de Porto Alegre e da Serra.',
    ],
  },
  {
    categoria: 'agronegocio',
    titulo: 'Emater orienta agricultores sobre o cadastro para o seguro rural',
    resumo: 'Prazo para aderir ao programa de subvenção se encerra em 30 dias. Atendimento é gratuito nos escritórios municipais.',
    tags: ['seguro rural', 'Emater', 'crédito rural'],
    paragrafos: [
      'Os escritórios municipais da Emater no Vale do Sereno estão orientando agricultores sobre a adesão ao seguro rural com subvenção do prêmio. O prazo se encerra em 30 dias.',
      'É preciso levar o número do CAR, a inscrição estadual de produtor e o projeto técnico da lavoura.',
    ],
  },

  // Saúde
  {
    categoria: 'saude',
    titulo: 'Campanha de vacinação contra a gripe é ampliada para toda a população',
    resumo: 'Doses estão disponíveis nos 14 postos de saúde de Sereno do Sul. Cobertura nos grupos prioritários ainda está abaixo da meta.',
    tags: ['vacinação', 'gripe', 'saúde pública'],
    paragrafos: [
      'A Secretaria Municipal de Saúde de Sereno do Sul ampliou a vacinação contra a gripe para toda a população a partir de seis meses de idade. As doses estão disponíveis nos 14 postos de saúde.',
      'A cobertura entre idosos e crianças está em 58%, abaixo da meta de 90%. Por isso, equipes vão a escolas, fábricas e comunidades do interior.',
    ],
    intertitulo: 'Onde se vacinar',
    lista: ['Postos de saúde: de segunda a sexta, das 8h às 17h', 'Posto Central: também aos sábados, das 8h às 12h', 'Levar documento com foto e carteira de vacinação'],
  },
  {
    categoria: 'saude',
    titulo: 'Hospital Santa Lúcia inaugura nova ala de hemodiálise',
    resumo: 'Serviço dobra a capacidade de atendimento e evita que 60 pacientes viajem até a Região Metropolitana.',
    tags: ['hospital', 'hemodiálise', 'Santa Lúcia'],
    paragrafos: [
      'O Hospital Beneficente Santa Lúcia inaugurou a nova ala de hemodiálise, com 20 máquinas e capacidade para atender 120 pacientes por semana. O serviço dobra a capacidade anterior.',
      'Até agora, cerca de 60 pacientes do Vale do Sereno viajavam três vezes por semana até a Região Metropolitana para fazer o tratamento.',
      'A obra custou R$ 4,5 milhões, com recursos do Estado, de emendas parlamentares e de uma campanha de doações da comunidade.',
    ],
    citacao: { texto: 'São quatro horas de estrada a menos, três vezes por semana. Para o paciente renal, isso é qualidade de vida.', autor: 'Dr. Fábio Kessler, diretor técnico do hospital' },
    destaque: true,
  },
  {
    categoria: 'saude',
    titulo: 'Secretária de Saúde fala à Sintonia FM sobre a fila de exames',
    resumo: 'Cristiane Mallmann anunciou mutirões de ultrassonografia e tomografia para reduzir a espera.',
    tags: ['entrevista', 'exames', 'fila'],
    paragrafos: [
      'Em entrevista ao Bom Dia Sintonia FM, a secretária municipal de Saúde, Cristiane Mallmann, reconheceu que a espera por exames de imagem chega a oito meses em alguns casos.',
      'Ela anunciou mutirões de ultrassonografia e tomografia nos próximos dois meses, em parceria com o Consórcio Intermunicipal, e a contratação de um segundo serviço de radiologia.',
    ],
    midia: { tipo: 'audio-tag', audio: 'saude', legenda: 'Ouça a entrevista completa' },
  },
  {
    categoria: 'saude',
    titulo: 'Mutirão de consultas oftalmológicas atende 400 pessoas em Sereno do Sul',
    resumo: 'Pacientes com indicação de óculos recebem as armações gratuitamente em até 30 dias.',
    tags: ['oftalmologia', 'mutirão', 'consultas'],
    paragrafos: [
      'Um mutirão de consultas oftalmológicas atendeu 400 pessoas no Centro de Especialidades de Sereno do Sul. Os pacientes aguardavam atendimento havia mais de um ano.',
      'Quem recebeu indicação de óculos vai ganhar as armações e as lentes gratuitamente. Casos de catarata foram encaminhados para cirurgia pelo consórcio.',
    ],
  },
  {
    categoria: 'saude',
    titulo: 'Vigilância em Saúde pede atenção aos criadouros do mosquito da dengue',
    resumo: 'Levantamento encontrou larvas em 3,1% dos imóveis vistoriados, índice considerado de alerta.',
    tags: ['dengue', 'Vigilância em Saúde', 'prevenção'],
    paragrafos: [
      'O levantamento mais recente da Vigilância em Saúde de Sereno do Sul encontrou larvas do Aedes aegypti em 3,1% dos imóveis vistoriados, índice considerado de alerta pelo Ministério da Saúde.',
      'Os focos mais comuns estavam em pratos de vasos, calhas entupidas, pneus e recipientes esquecidos nos pátios.',
    ],
    intertitulo: 'Dez minutos por semana',
    lista: ['Encher de areia os pratos dos vasos de plantas', 'Limpar calhas e ralos', 'Guardar garrafas de boca para baixo', 'Manter caixas d’água bem tampadas'],
  },
  {
    categoria: 'saude',
    titulo: 'Postos de saúde passam a abrir até as 21h em três bairros',
    resumo: 'Horário estendido vale para as unidades São José, Industrial e Vila Operária, de segunda a sexta.',
    tags: ['postos de saúde', 'atendimento', 'horário'],
    paragrafos: [
      'As unidades básicas de saúde dos bairros São José, Industrial e Vila Operária passam a atender até as 21h, de segunda a sexta-feira. O objetivo é facilitar o acesso de quem trabalha no horário comercial.',
      'No horário estendido haverá consultas com clínico geral, curativos, vacinação e coleta de exames.',
    ],
  },
  {
    categoria: 'saude',
    titulo: 'Farmácia Municipal amplia a lista de medicamentos gratuitos',
    resumo: 'Vinte e dois novos itens entram na relação, entre eles remédios para diabetes, hipertensão e saúde mental.',
    tags: ['farmácia', 'medicamentos', 'SUS'],
    paragrafos: [
      'A Farmácia Municipal de Sereno do Sul incluiu 22 novos medicamentos na lista de distribuição gratuita. Entre eles estão remédios para diabetes, hipertensão, asma e saúde mental.',
      'Para retirar, é preciso apresentar receita do SUS com menos de seis meses, cartão do SUS e documento de identidade.',
    ],
  },

  // Educação
  {
    categoria: 'educacao',
    titulo: 'Matrículas da rede municipal começam com inscrição pela internet',
    resumo: 'Pais e responsáveis podem fazer a pré-matrícula pelo site da prefeitura. Escolas ajudam quem não tem acesso.',
    tags: ['matrículas', 'rede municipal', 'escolas'],
    paragrafos: [
      'A Secretaria de Educação de Sereno do Sul abriu o período de matrículas para a educação infantil e o ensino fundamental. Pela primeira vez, a pré-matrícula pode ser feita pela internet.',
      'Quem não tiver acesso pode procurar qualquer escola municipal, onde servidores vão ajudar no preenchimento. A confirmação é feita com a entrega dos documentos.',
    ],
    intertitulo: 'Documentos necessários',
    lista: ['Certidão de nascimento do aluno', 'Comprovante de residência', 'Carteira de vacinação atualizada', 'Documento com foto do responsável'],
  },
  {
    categoria: 'educacao',
    titulo: 'Estudantes de Sereno do Sul conquistam medalhas na olimpíada de matemática',
    resumo: 'Escola Estadual Visconde de Mauá soma duas medalhas de prata e quatro de bronze.',
    tags: ['olimpíada', 'matemática', 'estudantes'],
    paragrafos: [
      'Seis estudantes da Escola Estadual Visconde de Mauá, de Sereno do Sul, foram premiados na olimpíada de matemática das escolas públicas: duas medalhas de prata e quatro de bronze.',
      'A professora Juliana Dorneles, que coordena o clube de matemática da escola, conta que os alunos se reuniam duas tardes por semana para resolver provas anteriores.',
    ],
    citacao: { texto: 'Eles descobriram que matemática também é jogo, desafio e trabalho em equipe.', autor: 'Juliana Dorneles, professora' },
  },
  {
    categoria: 'educacao',
    titulo: 'Fundação Universitária do Vale do Sereno abre inscrições para o processo seletivo',
    resumo: 'São 640 vagas em 18 cursos. Nota do Enem pode substituir a prova.',
    tags: ['ensino superior', 'processo seletivo', 'FUVS'],
    paragrafos: [
      'A Fundação Universitária do Vale do Sereno abriu as inscrições para o processo seletivo, com 640 vagas em 18 cursos de graduação. Os candidatos podem usar a nota do Enem em vez de fazer a prova.',
      'Entre as novidades estão os cursos de Agronomia e de Análise e Desenvolvimento de Sistemas no período noturno.',
    ],
  },
  {
    categoria: 'educacao',
    titulo: 'Escola de Linha Formosa ganha laboratório de robótica',
    resumo: 'Projeto financiado por empresas da região atende 120 alunos da zona rural.',
    tags: ['robótica', 'escola rural', 'tecnologia'],
    paragrafos: [
      'A Escola Municipal de Linha Formosa, no interior de Sereno do Sul, inaugurou um laboratório de robótica com kits, computadores e impressora 3D. O espaço vai atender os 120 alunos da escola.',
      'O projeto foi financiado por quatro empresas da região. Os estudantes já trabalham em um protótipo de sensor de umidade para hortas.',
    ],
  },
  {
    categoria: 'educacao',
    titulo: 'Prefeitura renova a frota do transporte escolar com seis ônibus novos',
    resumo: 'Veículos têm acessibilidade e monitoramento por GPS. Investimento é de R$ 3,2 milhões.',
    tags: ['transporte escolar', 'ônibus', 'educação'],
    paragrafos: [
      'Seis ônibus novos passam a fazer o transporte escolar em Sereno do Sul. Os veículos têm elevador para cadeirantes, cintos de segurança em todos os bancos e monitoramento por GPS.',
      'Os pais poderão acompanhar pelo celular a localização do ônibus em tempo real, com o aplicativo da Secretaria de Educação.',
    ],
  },

  // Esportes
  {
    categoria: 'esportes',
    titulo: 'Sereno FC vence o clássico do Vale e assume a liderança do Regional',
    resumo: 'Gol de Maicon Fritsch aos 41 minutos do segundo tempo garantiu a vitória por 2 a 1 sobre o Três Pinheiros.',
    tags: ['Sereno FC', 'futebol amador', 'Regional'],
    paragrafos: [
      'Diante de 3 mil torcedores no Estádio Municipal, o Sereno Futebol Clube venceu o Esporte Clube Três Pinheiros por 2 a 1 e assumiu a liderança do Regional de Amadores do Vale.',
      'O Três Pinheiros saiu na frente com Lucas Bender, mas o Sereno empatou com Dudu Kist ainda no primeiro tempo. O gol da vitória veio aos 41 minutos do segundo tempo, em cabeçada de Maicon Fritsch.',
    ],
    midia: { tipo: 'audio-link', audio: 'gol', legenda: 'Ouça a narração do gol da vitória' },
    destaque: true,
  },
  {
    categoria: 'esportes',
    titulo: 'Sereno Futsal goleia e garante vaga na semifinal; veja os melhores momentos',
    resumo: 'Equipe venceu por 6 a 1 no Ginásio Municipal e enfrenta o vencedor de Campo Alegre e Santa Lúcia.',
    tags: ['futsal', 'Sereno Futsal', 'vídeo'],
    paragrafos: [
      'Com ginásio lotado, o Sereno Futsal goleou por 6 a 1 e se classificou para a semifinal do Estadual de Futsal. O ala Gabriel Heck marcou três gols.',
      'A semifinal será disputada em jogos de ida e volta contra o vencedor do confronto entre Campo Alegre e Santa Lúcia.',
    ],
    midia: { tipo: 'youtube-embed', url: 'https://www.youtube.com/embed/Fu7sa1Sr3n0', legenda: 'Os melhores momentos da goleada' },
  },
  {
    categoria: 'esportes',
    titulo: 'Corrida Rústica de Sereno do Sul reúne mais de mil atletas',
    resumo: 'Provas de 5 e 10 km passaram pelo Centro e pela orla do Rio Sereno. Corredora local vence no feminino.',
    tags: ['corrida', 'atletismo', 'rústica'],
    paragrafos: [
      'A 28ª Corrida Rústica de Sereno do Sul reuniu 1.136 atletas em provas de 5 e 10 quilômetros, com largada na Praça da Matriz e percurso pela orla do Rio Sereno.',
      'No feminino, a vitória nos 10 km ficou com a professora Tatiane Grings, de Sereno do Sul. No masculino, venceu o paranaense Wesley Matos.',
    ],
  },
  {
    categoria: 'esportes',
    titulo: 'Jogos Escolares do Vale movimentam 2 mil estudantes',
    resumo: 'Competições de futsal, vôlei, handebol, atletismo e xadrez ocupam ginásios de quatro municípios.',
    tags: ['Jogos Escolares', 'esporte escolar', 'estudantes'],
    paragrafos: [
      'Começaram os Jogos Escolares do Vale do Sereno, com cerca de 2 mil estudantes de 46 escolas. As disputas de futsal, vôlei, handebol, atletismo e xadrez ocupam ginásios de quatro municípios.',
      'Os campeões de cada modalidade representam a região na fase estadual.',
    ],
  },
  {
    categoria: 'esportes',
    titulo: 'Atleta de Três Pinheiros é convocada para a seleção gaúcha de vôlei',
    resumo: 'Aos 16 anos, a levantadora Bruna Wachholz vai disputar o Brasileiro de Seleções sub-17.',
    tags: ['vôlei', 'seleção gaúcha', 'base'],
    paragrafos: [
      'A levantadora Bruna Wachholz, de 16 anos, foi convocada para a seleção gaúcha sub-17 de vôlei. Ela começou no esporte na escolinha da prefeitura de Três Pinheiros.',
      'A comunidade organizou uma rifa para ajudar nas despesas da viagem ao Campeonato Brasileiro de Seleções.',
    ],
  },
  {
    categoria: 'esportes',
    titulo: 'Regional de Amadores: confira os jogos da próxima rodada',
    resumo: 'Sereno FC visita o Santa Lúcia, e o Três Pinheiros recebe o Campo Alegre. Sintonia FM transmite o jogo principal.',
    tags: ['Regional', 'futebol amador', 'tabela'],
    paragrafos: [
      'A próxima rodada do Regional de Amadores do Vale terá quatro jogos, todos no domingo às 15h30. O destaque é a partida entre Santa Lúcia e Sereno FC, que a Sintonia FM transmite ao vivo.',
      'A comissão organizadora lembra que o ingresso custa R$ 10 e que mulheres e crianças até 12 anos não pagam.',
    ],
    intertitulo: 'Os jogos da rodada',
    lista: ['Santa Lúcia x Sereno FC', 'Três Pinheiros x Campo Alegre', 'Picada Bonita x Vila Nova', 'Linha Formosa x Colina Verde'],
  },
  {
    categoria: 'esportes',
    titulo: 'Ciclistas do Vale encaram desafio de 120 quilômetros pela Serra',
    resumo: 'Grupo de pedal saiu de Sereno do Sul e enfrentou 2,3 mil metros de subida acumulada.',
    tags: ['ciclismo', 'pedal', 'Serra'],
    paragrafos: [
      'Trinta e dois ciclistas do grupo Pedal Sereno completaram o desafio de 120 quilômetros pelas estradas da Serra, com 2,3 mil metros de subida acumulada.',
      'O percurso passou por Campo Alegre da Serra, pelo mirante do Morro do Sereno e pelas linhas do interior, com apoio de carro de resgate.',
    ],
  },
  {
    categoria: 'esportes',
    titulo: 'Estádio Municipal recebe gramado novo e iluminação em LED',
    resumo: 'Reforma permite jogos noturnos e atende às exigências da federação para competições estaduais.',
    tags: ['Estádio Municipal', 'obras', 'futebol'],
    paragrafos: [
      'O Estádio Municipal de Sereno do Sul foi reaberto com gramado novo, sistema de drenagem e iluminação em LED. A reforma permite a realização de jogos noturnos.',
      'Com as melhorias, o estádio atende às exigências da federação para receber partidas de competições estaduais.',
    ],
  },

  // Cultura
  {
    categoria: 'cultura',
    titulo: 'Festa da Colheita confirma programação com shows nacionais e bandas gaúchas',
    resumo: 'Serão quatro dias de festa no Parque de Eventos, com desfile de carros alegóricos, gastronomia colonial e rodeio.',
    tags: ['Festa da Colheita', 'shows', 'eventos'],
    paragrafos: [
      'A comissão organizadora confirmou a programação da Festa da Colheita de Sereno do Sul. Serão quatro dias de festa no Parque de Eventos, com shows nacionais, bandas gaúchas e o tradicional desfile de carros alegóricos.',
      'A gastronomia colonial, com galeto, cuca, salame e vinho das vinícolas do Vale, ocupa um pavilhão inteiro. A entrada durante o dia é gratuita.',
    ],
    intertitulo: 'Destaques da programação',
    lista: ['Desfile de carros alegóricos pela Avenida dos Imigrantes', 'Shows nacionais nas noites de sexta e sábado', 'Rodeio crioulo do CTG Querência do Sereno', 'Feira da agroindústria familiar'],
    destaque: true,
  },
  {
    categoria: 'cultura',
    titulo: 'Orquestra Jovem do Vale apresenta concerto gratuito na Igreja Matriz',
    resumo: 'Repertório une música erudita e canções gaúchas. Concerto encerra a temporada do projeto social.',
    tags: ['música', 'orquestra', 'concerto'],
    paragrafos: [
      'A Orquestra Jovem do Vale do Sereno, formada por 45 estudantes de escolas públicas, apresenta concerto gratuito na Igreja Matriz de Sereno do Sul. O repertório vai de Vivaldi a canções de Teixeirinha.',
      'O projeto atende crianças e adolescentes de 9 a 17 anos com aulas de violino, viola, violoncelo e flauta.',
    ],
    midia: { tipo: 'youtube-embed', url: 'https://www.youtube.com/embed/0rqJ0v3mVal', legenda: 'Assista a um trecho do ensaio' },
  },
  {
    categoria: 'cultura',
    titulo: 'Kerb de Picada Bonita mantém viva a tradição dos imigrantes alemães',
    resumo: 'Festa centenária tem baile, café colonial, bandinhas e o tradicional desfile dos kerbeiros.',
    tags: ['kerb', 'imigração alemã', 'tradição'],
    paragrafos: [
      'Picada Bonita celebra mais uma edição do Kerb, festa que chegou com os imigrantes alemães e é realizada na comunidade há mais de cem anos.',
      'A programação tem baile com bandinhas, café colonial, jogos de bolão e o desfile dos kerbeiros pelas ruas da localidade.',
    ],
  },
  {
    categoria: 'cultura',
    titulo: 'Rodeio do CTG Querência do Sereno reúne laçadores de todo o Estado',
    resumo: 'Competição de laço, gineteadas e provas artísticas movimentam o parque do CTG durante três dias.',
    tags: ['rodeio', 'tradicionalismo', 'CTG'],
    paragrafos: [
      'O CTG Querência do Sereno realiza seu rodeio crioulo com laçadores de mais de 80 entidades tradicionalistas do Rio Grande do Sul. Há provas de laço, gineteada e concursos de danças e declamação.',
      'O parque do CTG tem área de acampamento e praça de alimentação com carreteiro e churrasco.',
    ],
  },
  {
    categoria: 'cultura',
    titulo: 'Museu Histórico reabre com exposição sobre a colonização italiana',
    resumo: 'Mostra reúne fotografias, ferramentas e cartas das primeiras famílias que chegaram ao Vale.',
    tags: ['museu', 'imigração italiana', 'exposição'],
    paragrafos: [
      'Depois de oito meses fechado para reformas, o Museu Histórico de Sereno do Sul reabriu com a exposição Da Itália ao Sereno, sobre as primeiras famílias de imigrantes italianos que chegaram à região.',
      'O acervo reúne fotografias, ferramentas agrícolas, objetos domésticos e cartas doadas pelas famílias. A visitação é gratuita, de terça a domingo.',
    ],
  },
  {
    categoria: 'cultura',
    titulo: 'Feira do Livro de Sereno do Sul homenageia escritora local',
    resumo: 'Patrona desta edição é a poeta Celina Moraes. Programação tem sessões de autógrafos e contação de histórias.',
    tags: ['Feira do Livro', 'literatura', 'leitura'],
    paragrafos: [
      'A Feira do Livro de Sereno do Sul escolheu como patrona a poeta Celina Moraes, autora de seis livros sobre a vida no interior do Vale do Sereno.',
      'Na Praça da Matriz, 20 bancas oferecem livros com descontos. A programação tem sessões de autógrafos, oficinas de escrita e contação de histórias para as escolas.',
    ],
  },

  // Bombeiros
  {
    categoria: 'bombeiros-bombeiros',
    titulo: 'Bombeiros combatem incêndio em depósito de reciclagem em Vila Nova do Sereno',
    resumo: 'Fogo mobilizou 18 bombeiros de três municípios. Não houve feridos, mas o galpão ficou destruído.',
    tags: ['incêndio', 'Corpo de Bombeiros', 'Vila Nova do Sereno'],
    paragrafos: [
      'Um incêndio de grandes proporções destruiu um depósito de materiais recicláveis no bairro Industrial de Vila Nova do Sereno. A fumaça podia ser vista de vários pontos da cidade.',
      'Dezoito bombeiros de Sereno do Sul, Vila Nova e Campo Alegre da Serra trabalharam por cerca de cinco horas para controlar as chamas. Caminhões-pipa da prefeitura ajudaram no abastecimento.',
      'Ninguém se feriu. As causas do incêndio serão investigadas pela perícia.',
    ],
    citacao: { texto: 'O material reciclável queima rápido e reacende com facilidade. O rescaldo vai seguir por toda a noite.', autor: 'Capitão Rodrigo Antunes, comandante do pelotão' },
    destaque: true,
  },
  {
    categoria: 'bombeiros-bombeiros',
    titulo: 'Bombeiros resgatam idosa ilhada após cheia do Arroio Taquaral',
    resumo: 'Moradora de 82 anos foi retirada de barco. Outras cinco famílias deixaram suas casas por precaução.',
    tags: ['resgate', 'cheia', 'Arroio Taquaral'],
    paragrafos: [
      'Uma moradora de 82 anos foi resgatada de barco pelo Corpo de Bombeiros depois que a água do Arroio Taquaral cercou sua casa, na Linha Tigre. Ela passa bem e está na casa de familiares.',
      'Outras cinco famílias deixaram suas casas por precaução e foram acolhidas no ginásio da comunidade, organizado pela Defesa Civil.',
    ],
  },
  {
    categoria: 'bombeiros-bombeiros',
    titulo: 'Corpo de Bombeiros alerta para o risco de queimadas em terrenos baldios',
    resumo: 'Número de ocorrências cresceu 40% no último mês. Queimar lixo e vegetação é crime ambiental.',
    tags: ['queimadas', 'prevenção', 'Corpo de Bombeiros'],
    paragrafos: [
      'O Corpo de Bombeiros de Sereno do Sul registrou aumento de 40% nos chamados para incêndios em vegetação no último mês. A maioria começou com a queima de lixo em terrenos baldios.',
      'Além do risco de o fogo se espalhar para casas e redes elétricas, queimar resíduos é crime ambiental, sujeito a multa.',
    ],
    intertitulo: 'Como prevenir',
    lista: ['Não queime lixo nem restos de poda', 'Mantenha terrenos roçados e limpos', 'Não jogue bitucas de cigarro na beira das estradas', 'Em caso de fogo, ligue 193'],
  },
  {
    categoria: 'bombeiros-bombeiros',
    titulo: 'Curso de primeiros socorros capacita 60 voluntários em Campo Alegre da Serra',
    resumo: 'Participantes aprenderam massagem cardíaca, atendimento a engasgos e imobilização de vítimas.',
    tags: ['primeiros socorros', 'voluntários', 'capacitação'],
    paragrafos: [
      'Sessenta voluntários concluíram o curso de primeiros socorros oferecido pelo Corpo de Bombeiros em Campo Alegre da Serra. Entre eles, professores, motoristas do transporte escolar e agentes comunitários de saúde.',
      'Durante 16 horas, os participantes aprenderam massagem cardíaca, uso do desfibrilador, atendimento a engasgos e imobilização de vítimas.',
    ],
  },
  {
    categoria: 'bombeiros-bombeiros',
    titulo: 'Vazamento de gás mobiliza Bombeiros em edifício no Centro de Sereno do Sul',
    resumo: 'Vinte moradores deixaram o prédio por duas horas. Válvula de botijão com defeito causou o vazamento.',
    tags: ['gás', 'evacuação', 'Centro'],
    paragrafos: [
      'Um vazamento de gás levou o Corpo de Bombeiros a evacuar um edifício residencial na Rua Marechal Floriano, no Centro de Sereno do Sul. Vinte moradores ficaram fora do prédio por cerca de duas horas.',
      'Os bombeiros localizaram um botijão com a válvula danificada em um dos apartamentos e ventilaram o imóvel antes de liberar o retorno dos moradores.',
    ],
  },
  {
    categoria: 'bombeiros-bombeiros',
    titulo: 'Bombeiros orientam sobre o uso seguro de botijões e aquecedores em casa',
    resumo: 'Mangueiras vencidas e aquecedores perto de cortinas estão entre as principais causas de acidentes domésticos.',
    tags: ['segurança doméstica', 'gás', 'prevenção'],
    paragrafos: [
      'O Corpo de Bombeiros preparou uma série de orientações para evitar acidentes com gás de cozinha e aquecedores, que aumentam nos dias frios.',
      'A mangueira do botijão tem prazo de validade impresso e deve ser trocada a cada cinco anos. Aquecedores precisam ficar longe de cortinas, roupas e móveis.',
    ],
    intertitulo: 'Fique atento',
    lista: ['Confira a validade da mangueira e do regulador', 'Teste vazamentos com espuma de sabão, nunca com fogo', 'Desligue aquecedores ao sair do ambiente', 'Mantenha a casa ventilada'],
  },

  // Meio Ambiente
  {
    categoria: 'meio-ambiente',
    titulo: 'Rio Sereno sobe quase três metros e Defesa Civil monitora áreas ribeirinhas',
    resumo: 'Nível chegou a 5,8 metros em Sereno do Sul. Famílias de áreas baixas foram orientadas a se preparar para deixar suas casas.',
    tags: ['Rio Sereno', 'cheia', 'Defesa Civil'],
    paragrafos: [
      'A chuva volumosa dos últimos dias fez o Rio Sereno subir quase três metros em 24 horas. No cais de Sereno do Sul, o nível chegou a 5,8 metros, perto da cota de alerta de 6 metros.',
      'A Defesa Civil monitora os bairros Navegantes e Beira-Rio e orientou as famílias de áreas baixas a separar documentos e remédios. Abrigos foram preparados no Ginásio Municipal.',
      'A previsão é de que o rio comece a baixar a partir da tarde, se a chuva diminuir nas cabeceiras.',
    ],
    midia: { tipo: 'youtube-embed', url: 'https://www.youtube.com/embed/Ch31aR10Sr3', legenda: 'Imagens da cheia feitas pela equipe da Sintonia FM' },
    destaque: true,
  },
  {
    categoria: 'meio-ambiente',
    titulo: 'Mutirão retira duas toneladas de lixo das margens do Rio Sereno',
    resumo: 'Voluntários recolheram pneus, plásticos e até um sofá. Ação foi organizada por escolas e escoteiros.',
    tags: ['mutirão', 'Rio Sereno', 'limpeza'],
    paragrafos: [
      'Cerca de 250 voluntários participaram do mutirão de limpeza das margens do Rio Sereno, entre a ponte de ferro e o Parque da Orla. Foram recolhidas duas toneladas de resíduos.',
      'Entre os itens encontrados estavam 38 pneus, garrafas plásticas, redes de pesca e até um sofá. O material reciclável foi encaminhado à cooperativa de catadores.',
    ],
  },
  {
    categoria: 'meio-ambiente',
    titulo: 'Projeto distribui 5 mil mudas de araucária para escolas e produtores',
    resumo: 'Iniciativa quer recompor a mata nativa e preservar a árvore símbolo do Vale do Sereno.',
    tags: ['araucária', 'reflorestamento', 'educação ambiental'],
    paragrafos: [
      'O projeto Raízes do Sereno vai distribuir 5 mil mudas de araucária para escolas, produtores rurais e moradores. O plantio será acompanhado por estudantes de Agronomia da Fundação Universitária.',
      'A araucária é ameaçada de extinção e é a árvore símbolo do Vale do Sereno. Cada muda recebe uma placa com o nome de quem a plantou.',
    ],
  },
  {
    categoria: 'meio-ambiente',
    titulo: 'Coleta seletiva passa a atender o interior de Sereno do Sul',
    resumo: 'Caminhão passa a cada 15 dias nas linhas do interior. Embalagens de agrotóxicos seguem com recolhimento próprio.',
    tags: ['coleta seletiva', 'reciclagem', 'interior'],
    paragrafos: [
      'A coleta seletiva de Sereno do Sul foi ampliada para as 18 linhas do interior do município. O caminhão passa a cada 15 dias, conforme calendário entregue pelos agentes de saúde.',
      'Embalagens vazias de agrotóxicos continuam com recolhimento próprio, nas revendas e na central da Coopsereno.',
    ],
  },
  {
    categoria: 'meio-ambiente',
    titulo: 'Frente fria traz chuva volumosa e queda de temperatura ao Vale do Sereno',
    resumo: 'Acumulado pode passar de 80 milímetros até o fim de semana. Temperatura mínima deve ficar perto de 5 °C.',
    tags: ['previsão do tempo', 'frente fria', 'chuva'],
    paragrafos: [
      'Uma frente fria avança pelo Rio Grande do Sul e deve trazer chuva volumosa ao Vale do Sereno nos próximos dias. O acumulado pode passar de 80 milímetros em algumas localidades.',
      'Depois da chuva, o ar frio derruba as temperaturas. A mínima deve ficar perto de 5 °C nas partes mais altas de Campo Alegre da Serra.',
    ],
  },
];
