/** Builds the HTML body of a demo post from its parts, the way the Tiptap editor would store it. */
import type { MediaEmbed } from './news';
import type { Random } from './random';
import { CATEGORIES, type CategorySlug } from './station';

export type PostParts = {
  categoria: CategorySlug;
  paragrafos: string[];
  intertitulo?: string;
  lista?: string[];
  citacao?: { texto: string; autor: string };
  midia?: { tipo: MediaEmbed; url: string; legenda: string };
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const INTERTITLES: Record<CategorySlug, string> = {
  plantao: 'O que se sabe até agora',
  politica: 'Próximos passos',
  'politica-local': 'O que acontece agora',
  'politica-nacional': 'Reflexos no Vale do Sereno',
  economia: 'Impacto na região',
  agronegocio: 'No campo',
  saude: 'Mais informações',
  educacao: 'Na sala de aula',
  esportes: 'Próximos desafios',
  cultura: 'Programação',
  'bombeiros-bombeiros': 'Orientações',
  'meio-ambiente': 'Previsão e cuidados',
  colunistas: 'Para pensar',
  'galeria-de-fotos': 'Confira as imagens',
};

/** A closing paragraph in the station's voice when an item brings only two paragraphs of its own. */
const FOLLOW_UPS: Record<CategorySlug, string[]> = {
  plantao: [
    'A reportagem da Sintonia FM acompanha o caso e traz novas informações no Sintonia FM Notícias, a partir das 18h.',
    'Mais detalhes devem ser divulgados ao longo do dia pelas autoridades. A Sintonia FM atualiza esta notícia.',
  ],
  politica: [
    'O tema deve voltar à pauta nas próximas semanas, e a Sintonia FM acompanha os desdobramentos.',
    'Lideranças do Vale do Sereno prometem manter a mobilização até uma resposta definitiva do Estado.',
  ],
  'politica-local': [
    'A íntegra das sessões da Câmara pode ser acompanhada pela transmissão ao vivo e pelo portal da transparência do município.',
    'A Sintonia FM procurou a prefeitura, que prometeu detalhar os prazos nos próximos dias.',
  ],
  'politica-nacional': [
    'A proposta ainda depende de votação nas duas casas do Congresso e de sanção presidencial.',
    'Prefeitos e entidades da região acompanham a tramitação em Brasília e devem se reunir com a bancada gaúcha.',
  ],
  economia: [
    'Segundo entidades empresariais, o movimento deve se manter nas próximas semanas, com reflexos no emprego da região.',
    'O comportamento dos preços e do emprego no Vale é acompanhado mensalmente pela Sintonia FM.',
  ],
  agronegocio: [
    'As cotações e a previsão do tempo para o campo estão no Bom Dia Sintonia FM, de segunda a sábado, a partir das 6h.',
    'Os escritórios da Emater nos municípios do Vale atendem os produtores que quiserem mais informações.',
  ],
  saude: [
    'Em caso de dúvidas, a orientação é procurar a unidade de saúde mais próxima de casa.',
    'A Secretaria Municipal de Saúde atende pelo telefone (51) 3555-8160 e pelo WhatsApp da Ouvidoria.',
  ],
  educacao: [
    'As escolas da rede municipal e estadual do Vale do Sereno recebem as famílias para tirar dúvidas.',
    'A Secretaria de Educação promete divulgar o calendário completo nos próximos dias.',
  ],
  esportes: [
    'A Sintonia FM acompanha os jogos com a jornada esportiva e os comentários de Jorge Dalla Costa.',
    'O torcedor pode acompanhar a tabela completa e os resultados no portal da Sintonia FM.',
  ],
  cultura: [
    'A agenda cultural completa do Vale do Sereno é divulgada toda sexta-feira na programação da Sintonia FM.',
    'A entrada é gratuita, e a organização recomenda chegar com antecedência.',
  ],
  'bombeiros-bombeiros': [
    'Em emergências, ligue 193 para o Corpo de Bombeiros ou 199 para a Defesa Civil.',
    'O Corpo de Bombeiros lembra que a prevenção é a forma mais eficiente de evitar acidentes.',
  ],
  'meio-ambiente': [
    'A Defesa Civil recomenda acompanhar os alertas oficiais e cadastrar o celular para receber avisos por SMS, enviando o CEP para 40199.',
    'Os dados de chuva e o nível do Rio Sereno são atualizados no Bom Dia Sintonia FM e no Sintonia FM Notícias.',
  ],
  colunistas: ['As opiniões dos colunistas não refletem necessariamente a posição da Sintonia FM.'],
  'galeria-de-fotos': ['Mande também as suas fotos pelo WhatsApp da Sintonia FM.'],
};

function categoryName(slug: CategorySlug): string {
  return CATEGORIES.find((category) => category.slug === slug)?.nome ?? slug;
}

function closing(categoria: CategorySlug, random: Random): string {
  const options = [
    `Acompanhe as notícias do Vale do Sereno no <a href="/noticias">portal da Sintonia FM</a> e ouça o Sintonia FM Notícias, de segunda a sexta, às 18h.`,
    `Tem uma sugestão de pauta? Fale com a redação pelo <a href="/contato">nosso canal de contato</a> ou pelo WhatsApp da Sintonia FM.`,
    `Leia mais notícias de <a href="/${categoria}">${escapeHtml(categoryName(categoria))}</a> no portal da Sintonia FM.`,
  ];
  return `<p>${random.pick(options)}</p>`;
}

function embed(midia: NonNullable<PostParts['midia']>): string {
  const url = escapeHtml(midia.url);
  const legenda = escapeHtml(midia.legenda);
  switch (midia.tipo) {
    case 'audio-link':
      return `<p><strong>Áudio:</strong> <a href="${url}" target="_blank" rel="noopener noreferrer nofollow">${legenda}</a></p>`;
    case 'audio-tag':
      return `<p>${legenda}:</p><audio controls preload="none" src="${url}"></audio>`;
    case 'audio-bare':
      return `<p>${legenda} ${url}</p>`;
    case 'youtube-embed':
      return (
        `<p>${legenda}:</p>` +
        `<iframe width="560" height="315" src="${url}" title="${legenda}" frameborder="0" ` +
        `allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`
      );
    case 'youtube-link':
      return `<p><a href="${url}" target="_blank" rel="noopener noreferrer nofollow">${legenda}</a>.</p>`;
  }
}

export function buildContent(parts: PostParts, random: Random): string {
  const [first, second, ...rest] = parts.paragrafos;
  const html: string[] = [`<p>${escapeHtml(first)}</p>`];
  if (second) html.push(`<p>${escapeHtml(second)}</p>`);
  html.push(`<h2>${escapeHtml(parts.intertitulo ?? INTERTITLES[parts.categoria])}</h2>`);
  if (rest.length > 0) html.push(...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`));
  else html.push(`<p>${escapeHtml(random.pick(FOLLOW_UPS[parts.categoria]))}</p>`);
  if (parts.lista) html.push(`<ul>${parts.lista.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`);
  if (parts.citacao) {
    html.push(`<blockquote><p>“${escapeHtml(parts.citacao.texto)}”</p><p>— ${escapeHtml(parts.citacao.autor)}</p></blockquote>`);
  }
  if (parts.midia) html.push(embed(parts.midia));
  html.push(closing(parts.categoria, random));
  return html.join('');
}
