import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { attachmentItem, buildWxr, phpString, type WxrExportSpec, type WxrItemSpec } from './wxr-export';

/*
 * A regional news site's WordPress export in the real shape, for the importer's tests: authors
 * (one without e-mail), nested categories, a category whose slug is one of this site's routes,
 * tags, posts in every status, sticky, featured images by _thumbnail_id (plain and serialized),
 * [caption], [gallery ids=…], the gallery block, [embed], a bare YouTube link, a shortcode to
 * strip, an image missing from the uploads copy, pages, comments, a menu item, and hostile items
 * (a 10 KB title, a 10 KB slug). `uploads` writes the matching copy of wp-content/uploads.
 */

export const SITE = { title: 'Rádio Vale FM', url: 'https://www.radiovale.com.br' };
const U = `${SITE.url}/wp-content/uploads`;
export const YOUTUBE_ID = 'dQw4w9WgXcQ';
export const TEN_KB = 10 * 1024;

export const FIXTURE_POST_IDS = {
  chuva: 101,
  agendada: 102,
  rascunho: 103,
  pendente: 104,
  privada: 105,
  gol: 106,
  feira: 107,
  sumiu: 108,
  lixeira: 109,
  tituloGigante: 110,
  slugGigante: 111,
  senha: 112,
  reservada: 113,
} as const;

/** The posts that end up imported (all but the trash and the 10 KB title). */
export const FIXTURE_IMPORTED = 11;

export function fixtureItems(): WxrItemSpec[] {
  const politica = [{ slug: 'politica', name: 'Política' }];
  return [
    attachmentItem(SITE, { id: 201, file: '2024/05/chuva.jpg', parent: 101, caption: 'A enchente na Rua Grande', alt: 'Rua alagada' }),
    {
      id: 101,
      title: 'Chuva forte alaga o centro &amp; bairros',
      slug: 'chuva-forte',
      link: `${SITE.url}/2024/05/12/chuva-forte/`,
      author: 'maria',
      date: '2024-05-12 12:30:00',
      dateGmt: '2024-05-12 15:30:00',
      sticky: true,
      excerpt: '<p>A chuva da madrugada <strong>alagou</strong> o centro.</p>',
      categories: politica,
      tags: [{ slug: 'eleicoes', name: 'Eleições' }],
      meta: { _thumbnail_id: '201', _edit_last: '1' },
      content:
        `A chuva começou de madrugada.\nA Defesa Civil foi chamada.\n\n` +
        `[caption id="attachment_201" align="aligncenter" width="300"]<a href="${U}/2024/05/chuva.jpg"><img class="size-medium wp-image-201" src="${U}/2024/05/chuva-300x200.jpg" alt="Rua alagada" width="300" height="200" srcset="${U}/2024/05/chuva-300x200.jpg 300w, ${U}/2024/05/chuva-1024x683.jpg 1024w" sizes="(max-width: 300px) 100vw, 300px" /></a> A enchente na Rua Grande[/caption]\n\n` +
        `Veja o vídeo:\n\nhttps://www.youtube.com/watch?v=${YOUTUBE_ID}\n\n` +
        `[contact-form-7 id="12" title="Envie sua foto"]\n\n` +
        `<img src="/wp-content/uploads/2024/05/ponte.png" alt="A ponte" />`,
      comments: [
        { id: 1, author: 'Leitor', content: 'Que situação!' },
        { id: 2, author: 'Vizinha', content: 'Aqui também.' },
        { id: 3, author: 'Spam', content: 'compre já', approved: false },
      ],
    },
    {
      id: 102,
      title: 'Prefeitura anuncia obras para 2030',
      slug: 'obras-2030',
      link: `${SITE.url}/obras-2030/`,
      status: 'future',
      author: 'maria',
      date: '2030-01-10 06:00:00',
      dateGmt: '2030-01-10 09:00:00',
      categories: politica,
      content: '[embed]https://youtu.be/' + YOUTUBE_ID + '[/embed]',
    },
    { id: 103, title: 'Rascunho sobre a safra', status: 'draft', author: 'joao', date: '2024-05-20 10:00:00', dateGmt: '0000-00-00 00:00:00', categories: [{ slug: 'agro', name: 'Agro' }], content: 'Texto em rascunho.' },
    { id: 104, title: 'Pauta pendente de revisão', slug: 'pauta-pendente', status: 'pending', author: 'joao', categories: politica, content: 'Pendente.' },
    { id: 105, title: 'Nota privada da redação', slug: 'nota-privada', status: 'private', author: 'maria', categories: politica, content: 'Privada.' },
    attachmentItem(SITE, { id: 203, file: '2024/06/torcida.jpg', parent: 106, caption: 'A torcida', menuOrder: 1 }),
    attachmentItem(SITE, { id: 204, file: '2024/06/gol.jpg', parent: 106, caption: 'O gol', menuOrder: 2 }),
    {
      id: 106,
      title: 'Gol de placa no clássico',
      slug: 'gol-de-placa',
      link: `${SITE.url}/esportes/futebol/gol-de-placa/`,
      author: 'fantasma',
      date: '2024-06-02 18:00:00',
      dateGmt: '2024-06-02 21:00:00',
      categories: [
        { slug: 'esportes', name: 'Esportes' },
        { slug: 'futebol', name: 'Futebol' },
      ],
      // Serialized, as some plugins store it.
      meta: { _thumbnail_id: `a:1:{i:0;${phpString('204')}}` },
      content: 'Fotos do jogo:\n\n[gallery ids="203,204" columns="2"]',
    },
    attachmentItem(SITE, { id: 205, file: '2024/06/feira.jpg', parent: 107, caption: 'Barracas' }),
    {
      id: 107,
      title: 'A feira do produtor em imagens',
      slug: 'feira-do-produtor',
      link: `${SITE.url}/2024/06/feira-do-produtor/`,
      author: 'maria',
      categories: [{ slug: 'agro', name: 'Agro' }],
      content:
        '<!-- wp:paragraph -->\n<p>As barracas da feira.</p>\n<!-- /wp:paragraph -->\n\n' +
        '<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default">' +
        `<!-- wp:image {"id":205,"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="${U}/2024/06/feira-1024x683.jpg" alt="" class="wp-image-205"/></figure>\n<!-- /wp:image -->\n\n` +
        `<!-- wp:image {"id":203} -->\n<figure class="wp-block-image"><img src="${U}/2024/06/torcida.jpg" alt="" class="wp-image-203"/></figure>\n<!-- /wp:image -->` +
        '</figure>\n<!-- /wp:gallery -->\n\n' +
        `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=${YOUTUBE_ID}","type":"video","providerNameSlug":"youtube"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=${YOUTUBE_ID}\n</div></figure>\n<!-- /wp:embed -->`,
    },
    {
      id: 108,
      title: 'A foto que sumiu',
      slug: 'foto-que-sumiu',
      link: `${SITE.url}/foto-que-sumiu/`,
      author: 'maria',
      categories: politica,
      content: `Texto com uma imagem que não foi copiada.\n\n<img src="${U}/2024/05/sumiu.jpg" alt="Sumiu" />`,
    },
    { id: 109, title: 'Post na lixeira', slug: 'lixeira', status: 'trash', categories: politica, content: 'x' },
    { id: 110, title: 'T'.repeat(TEN_KB), slug: 'titulo-gigante', categories: politica, content: 'x' },
    { id: 111, title: 'Endereço gigante no WordPress', slug: 's'.repeat(TEN_KB), categories: politica, content: 'x' },
    { id: 112, title: 'Conteúdo exclusivo para assinantes', slug: 'exclusivo', password: 'segredo', categories: politica, content: 'Só com senha.' },
    { id: 113, title: 'Últimas do plantão', slug: 'ultimas-do-plantao', link: `${SITE.url}/noticias/ultimas-do-plantao/`, categories: [{ slug: 'noticias', name: 'Notícias' }], content: 'Plantão.' },
    { id: 301, title: 'Quem somos', slug: 'quem-somos', type: 'page', link: `${SITE.url}/quem-somos/`, content: '<h2>Nossa história</h2>\n\nA Rádio Vale nasceu em 1987.\nHoje toca em todo o Vale.\n\n[contact-form-7 id="3"]' },
    { id: 302, title: 'Anuncie', slug: 'anuncie', type: 'page', link: `${SITE.url}/anuncie/`, content: 'Tabela de preços.' },
    { id: 401, title: 'Início', type: 'nav_menu_item', content: '' },
  ];
}

export function fixtureSpec(items: WxrItemSpec[] = fixtureItems()): WxrExportSpec {
  return {
    site: SITE,
    authors: [
      { id: 1, login: 'maria', email: 'maria@radiovale.com.br', displayName: 'Maria Souza' },
      { id: 2, login: 'joao', email: '', displayName: 'João Lima' },
    ],
    categories: [
      { id: 3, slug: 'politica', name: 'Política' },
      { id: 4, slug: 'esportes', name: 'Esportes' },
      { id: 5, slug: 'futebol', name: 'Futebol', parent: 'esportes', description: 'O futebol do Vale.' },
      { id: 6, slug: 'agro', name: 'Agro' },
      { id: 7, slug: 'noticias', name: 'Notícias' },
      { id: 8, slug: 'uncategorized', name: 'Uncategorized' },
    ],
    tags: [{ id: 10, slug: 'eleicoes', name: 'Eleições' }],
    items,
  };
}

export function fixtureExport(items?: WxrItemSpec[]): string {
  return buildWxr(fixtureSpec(items));
}

/** A temporary folder for a test's files. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function writeExport(dir: string, text: string | Buffer, name = 'export.xml'): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** The copy of wp-content/uploads: every image the fixture uses but 2024/05/sumiu.jpg. */
export async function writeUploads(dir: string): Promise<string> {
  const root = path.join(dir, 'uploads');
  const files: Array<[string, string]> = [
    ['2024/05/chuva.jpg', '#1d4ed8'],
    ['2024/05/chuva-300x200.jpg', '#1d4ed8'],
    ['2024/05/ponte.png', '#047857'],
    ['2024/06/torcida.jpg', '#b91c1c'],
    ['2024/06/gol.jpg', '#c2410c'],
    ['2024/06/feira.jpg', '#4d7c0f'],
  ];
  for (const [file, color] of files) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const image = sharp({ create: { width: 640, height: 427, channels: 3, background: color } });
    fs.writeFileSync(target, await (file.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
  }
  return root;
}
