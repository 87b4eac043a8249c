/*
 * node --import tsx scripts/generate-wordpress-export.ts [--posts 20000] [--out PASTA] [--seed 2026]
 * Writes a WordPress export (WXR 1.2, as wp-admin/includes/export.php writes it) of a regional news
 * site with N posts, and the copy of its wp-content/uploads, for a scale run of
 * `npm run import:wordpress -- PASTA/export.xml --uploads PASTA/uploads`. The export is streamed
 * to disk; the same seed gives the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import sharp from 'sharp';
import { createRandom } from '../lib/server/db/seed/random';
import { CATEGORY_WEIGHTS, scaleText } from '../lib/server/db/seed/scale-text';
import type { CategorySlug } from '../lib/server/db/seed/station';
import { slugify } from '../lib/domain/slug';
import { attachmentItem, phpString, wxrHead, wxrItem, wxrTail, type WxrItemSpec, type WxrTermSpec } from '../test/helpers/wxr-export';

const USAGE = 'Uso: node --import tsx scripts/generate-wordpress-export.ts [--posts 20000] [--out PASTA] [--seed 2026]';

const SITE = { title: 'Rádio Vale do Sereno FM', url: 'https://www.radiovaledosereno.com.br' };
const IMAGES = 30;
const YOUTUBE = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4'];

/** WordPress categories of the old site: some the demo station has, some new, some nested. */
const CATEGORIES: Record<CategorySlug, { name: string; parent?: CategorySlug }> = {
  plantao: { name: 'Plantão' },
  politica: { name: 'Política' },
  'politica-local': { name: 'Política Local', parent: 'politica' },
  'politica-nacional': { name: 'Política Nacional', parent: 'politica' },
  economia: { name: 'Economia' },
  agronegocio: { name: 'Agronegócio', parent: 'economia' },
  saude: { name: 'Saúde' },
  educacao: { name: 'Educação' },
  esportes: { name: 'Esportes' },
  cultura: { name: 'Cultura' },
  'bombeiros-bombeiros': { name: 'Bombeiros', parent: 'plantao' },
  'meio-ambiente': { name: 'Meio Ambiente' },
  colunistas: { name: 'Colunistas' },
  'galeria-de-fotos': { name: 'Galeria de Fotos' },
};

function parseArgs(argv: string[]): { posts: number; out: string; seed: number } | string {
  const args = { posts: 20_000, out: path.resolve('wordpress-export'), seed: 2026 };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (value === undefined) return `${name} precisa de um valor.`;
    if (name === '--posts' || name === '--seed') {
      if (!/^\d+$/.test(value)) return `${name} precisa de um número inteiro.`;
      if (name === '--posts') args.posts = Number(value);
      else args.seed = Number(value);
    } else if (name === '--out') args.out = path.resolve(value);
    else return `Opção desconhecida: ${name}`;
  }
  return args;
}

const pad = (n: number) => String(n).padStart(2, '0');
const wpDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

async function writeImages(uploads: string, random: ReturnType<typeof createRandom>): Promise<string[]> {
  const files: string[] = [];
  for (let i = 1; i <= IMAGES; i += 1) {
    const file = `2024/${pad(((i - 1) % 12) + 1)}/foto-${i}.jpg`;
    const target = path.join(uploads, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const color = { r: random.int(20, 230), g: random.int(20, 230), b: random.int(20, 230) };
    fs.writeFileSync(target, await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer());
    // WordPress keeps resized copies beside the original; bodies show those.
    fs.writeFileSync(target.replace(/\.jpg$/, '-300x200.jpg'), await sharp(target).resize(300, 200).jpeg().toBuffer());
    files.push(file);
  }
  return files;
}

/** Classic-editor text: paragraphs as blank lines, as WordPress stores them before wpautop. */
function classic(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/^<p>|<\/p>$/g, '')
    .replace(/<\/?p>/g, '\n\n');
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return 2;
  }
  const random = createRandom(args.seed);
  fs.mkdirSync(args.out, { recursive: true });
  const uploads = path.join(args.out, 'uploads');
  const images = await writeImages(uploads, random);
  const file = path.join(args.out, 'export.xml');
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };

  const slugs = Object.keys(CATEGORIES) as CategorySlug[];
  const categories: WxrTermSpec[] = slugs.map((slug, index) => ({ id: 100 + index, slug, name: CATEGORIES[slug].name, parent: CATEGORIES[slug].parent }));
  const authors = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, login: `reporter${i + 1}`, email: i % 4 === 3 ? '' : `reporter${i + 1}@radiovaledosereno.com.br`, displayName: `Repórter ${i + 1}` }));
  const tagNames = new Map<string, string>();
  const weighted = slugs.flatMap((slug) => Array<CategorySlug>(CATEGORY_WEIGHTS[slug]).fill(slug));

  // The tags are only known once the texts are drawn: the channel lists the ones of a first pass.
  const textRandom = createRandom(args.seed + 1);
  for (let i = 0; i < 400; i += 1) for (const tag of scaleText(random.pick(weighted), textRandom).tags) tagNames.set(slugify(tag), tag);
  const tags: WxrTermSpec[] = [...tagNames].map(([slug, name], index) => ({ id: 1000 + index, slug, name }));
  await write(wxrHead({ site: SITE, authors, categories, tags }));

  const attachmentIds = images.map((_, index) => 500_000 + index);
  for (const [index, image] of images.entries()) await write(wxrItem(attachmentItem(SITE, { id: attachmentIds[index], file: image, caption: `Foto ${index + 1}`, alt: `Imagem ${index + 1} da reportagem` }), SITE));

  const usedSlugs = new Set<string>();
  const start = Date.UTC(2019, 0, 1);
  const span = Date.UTC(2024, 11, 31) - start;
  const counts = { publish: 0, future: 0, draft: 0, pending: 0, private: 0, trash: 0 };
  for (let n = 1; n <= args.posts; n += 1) {
    const id = n;
    const category = random.pick(weighted);
    const text = scaleText(category, random);
    let slug = slugify(text.titulo).slice(0, 120).replace(/-+$/, '');
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);
    const roll = random.next();
    const status = roll < 0.9 ? 'publish' : roll < 0.94 ? 'draft' : roll < 0.96 ? 'future' : roll < 0.98 ? 'pending' : roll < 0.99 ? 'private' : 'trash';
    counts[status] += 1;
    const when = status === 'future' ? new Date(Date.UTC(2030, 0, 1) + random.int(0, 365) * 86_400_000) : new Date(start + Math.floor((n / args.posts) * span) + random.int(0, 3_600_000));
    const local = new Date(when.getTime() - 3 * 3_600_000);
    const image = random.int(0, images.length - 1);
    const small = `${SITE.url}/wp-content/uploads/${images[image].replace(/\.jpg$/, '-300x200.jpg')}`;
    let body = random.chance(0.5) ? classic(text.conteudo) : text.conteudo;
    if (random.chance(0.2)) body = `[caption id="attachment_${attachmentIds[image]}" align="alignnone" width="300"]<img class="size-medium wp-image-${attachmentIds[image]}" src="${small}" alt="" width="300" height="200" /> Foto: divulgação[/caption]\n\n${body}`;
    if (random.chance(0.05)) body += `\n\nhttps://www.youtube.com/watch?v=${random.pick(YOUTUBE)}`;
    if (random.chance(0.03)) body += `\n\n[gallery ids="${random.sample(attachmentIds, 4).join(',')}"]`;
    if (random.chance(0.02)) body += '\n\n[contact-form-7 id="7" title="Fale com a redação"]';
    const ymd = `${local.getUTCFullYear()}/${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}`;
    const item: WxrItemSpec = {
      id,
      title: text.titulo,
      slug: status === 'draft' ? '' : slug,
      link: status === 'publish' ? `${SITE.url}/${ymd}/${slug}/` : `${SITE.url}/?p=${id}`,
      status,
      author: random.pick(authors).login,
      date: wpDate(local),
      dateGmt: status === 'draft' ? '0000-00-00 00:00:00' : wpDate(when),
      excerpt: random.chance(0.6) ? text.resumo : '',
      content: body,
      categories: [{ slug: category, name: CATEGORIES[category].name }],
      tags: text.tags.map((tag) => ({ slug: slugify(tag), name: tag })),
      sticky: random.chance(0.002),
      // What a news site's postmeta looks like (Yoast's fields make most of a real export's size).
      meta: {
        _thumbnail_id: random.chance(0.1) ? `a:1:{i:0;${phpString(String(attachmentIds[image]))}}` : String(attachmentIds[image]),
        _edit_last: '1',
        _yoast_wpseo_primary_category: String(100 + slugs.indexOf(category)),
        _yoast_wpseo_metadesc: text.resumo,
        _yoast_wpseo_focuskw: text.tags[0] ?? '',
        _yoast_wpseo_content_score: '60',
        '_yoast_wpseo_estimated-reading-time-minutes': '3',
      },
      comments: random.chance(0.1) ? [{ id: id * 10, author: 'Ouvinte', content: 'Boa matéria!' }] : [],
    };
    await write(wxrItem(item, SITE));
    if (n % 5000 === 0) console.log(`[gerar] ${n.toLocaleString('pt-BR')} postagens`);
  }
  for (const page of [
    { id: 900_001, title: 'A Rádio', slug: 'a-radio-vale', content: '<h2>Nossa história</h2>\n\nNo ar desde 1987, a Rádio Vale do Sereno leva notícia e música a todo o Vale.' },
    { id: 900_002, title: 'Anuncie', slug: 'anuncie', content: 'Fale com o comercial.' },
  ]) {
    await write(wxrItem({ ...page, type: 'page', link: `${SITE.url}/${page.slug}/` }, SITE));
  }
  await write(wxrTail());
  out.end();
  await once(out, 'finish');
  const size = fs.statSync(file).size;
  console.log(`[gerar] ${file}: ${args.posts.toLocaleString('pt-BR')} postagens (${JSON.stringify(counts)}), ${(size / 1024 / 1024).toFixed(1)} MB; imagens em ${uploads}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('[gerar] Falhou:', error);
    process.exitCode = 1;
  },
);
