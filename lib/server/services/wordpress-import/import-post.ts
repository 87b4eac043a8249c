import 'server-only';
import { GALLERY_MAX } from '@/lib/domain/post-form';
import { convertWordpressBody, rewriteUploads, uploadPathOf, uploadReferences } from '@/lib/domain/wordpress-import/convert-body';
import { oldPostAddresses } from '@/lib/domain/wordpress-import/old-addresses';
import {
  chooseCategory,
  importedSlug,
  importedStatus,
  importedSummary,
  importedTags,
  importedTitle,
  metaId,
  plainText,
  wordpressInstant,
  type ImportedStatus,
} from '@/lib/domain/wordpress-import/post-rules';
import { addNote, type ImportReport } from '@/lib/domain/wordpress-import/report';
import type { WxrItem } from '@/lib/domain/wordpress-import/wxr-items';
import { sanitizePostHtml } from '../../sanitize-html';
import type { AuthorDirectory } from './import-authors';
import type { CategoryDirectory } from './import-categories';
import type { ImageLibrary } from './import-images';
import type { ExportIndex } from './scan-export';

/*
 * One WordPress post made ready to be written: the domain's rules decide status, dates, title,
 * address, summary, category and tags, the body is converted and its images stored in the library.
 * Nothing of the post itself is written here (./write-posts writes ready posts in batches); an item
 * that is skipped or refused is counted and reported here.
 */

/** The editor's limit on a post's text: a longer imported body is kept, and said. */
const BODY_EDITOR_MAX = 500_000;

export const ITEM_TOO_LARGE_MESSAGE = 'Item grande demais para uma postagem: não importado.';

export type PostImportContext = {
  site: string;
  /** The old site's address, to tell its permalinks from other links. */
  siteAddress: string;
  /** Its origin, to make relative links to files not imported absolute. */
  siteOrigin: string | null;
  index: ExportIndex;
  authors: AuthorDirectory;
  categories: CategoryDirectory;
  images: ImageLibrary;
  /** WordPress ids (or guids) already imported, with their post here. */
  done: Map<string, number>;
  /** Made ready in this run and not written yet (an id twice in a file is imported once). */
  pending: Set<string>;
  /** A category's WordPress slug by its term id (Yoast keeps the primary category as an id). */
  categorySlugById: ReadonlyMap<number, string>;
  /** Posts that could not be written, one after the other (./write-posts stops the import past a few). */
  failuresInARow: number;
  report: ImportReport;
};

/** A post ready to be written, with what the report says of it once it is. */
export type PreparedPost = {
  key: string;
  wpId: number | null;
  guid: string;
  label: string;
  wantedSlug: string;
  values: {
    titulo: string;
    resumo: string | null;
    conteudo: string;
    imagemDestaque: string | null;
    legenda: string | null;
    categoriaId: number;
    autorId: number;
    destaque: boolean;
    status: ImportedStatus;
    publicadoEm: Date | null;
    tags: string[];
    criadoEm: Date;
    atualizadoEm: Date;
  };
  categorySlug: string;
  galeria: { url: string; legenda: string }[];
  oldAddresses: string[];
  notes: string[];
  videos: number;
  links: number;
  shortcodes: string[];
};

const thousands = (n: number) => n.toLocaleString('pt-BR');

/** The key an item is remembered by: its WordPress id, else its guid. */
export function itemKey(item: Pick<WxrItem, 'postId' | 'guid'>): string | null {
  if (item.postId !== null) return String(item.postId);
  return item.guid ? `guid:${item.guid.slice(0, 500)}` : null;
}

export async function preparePost(item: WxrItem, context: PostImportContext): Promise<PreparedPost | null> {
  const { report, index } = context;
  const label = plainText(item.titulo).slice(0, 120) || '(sem título)';
  const note = (mensagem: string) => addNote(report, { wpId: item.postId, titulo: label, mensagem });
  const refuse = (mensagem: string): null => {
    report.postagens.recusadas += 1;
    note(mensagem);
    return null;
  };

  // Cut short by the size limit, it may lack even its id: refused before anything is read of it.
  if (item.grandeDemais) return refuse(ITEM_TOO_LARGE_MESSAGE);
  const key = itemKey(item);
  if (key === null) return refuse('Item sem identificador (wp:post_id) nem guid: não importado.');
  if (context.done.has(key) || context.pending.has(key)) {
    report.postagens.jaImportadas += 1;
    return null;
  }
  const decision = importedStatus(item.status, item.senha !== '');
  if ('ignorar' in decision) {
    const ignored = report.postagens.ignoradas;
    if (decision.ignorar === 'lixeira') ignored.lixeira += 1;
    else if (decision.ignorar === 'rascunho-automatico') ignored.rascunhoAutomatico += 1;
    else ignored.outras += 1;
    return null;
  }
  const title = importedTitle(item.titulo);
  if (!title.ok) return refuse(title.motivo);
  const notes: string[] = [];
  if (title.nota) notes.push(title.nota);
  if (decision.nota) notes.push(decision.nota);
  const wanted = importedSlug(item.slug, title.titulo, item.postId);
  if (wanted.nota) notes.push(wanted.nota);

  const now = new Date();
  const date = wordpressInstant(item.dataGmt, item.dataLocal);
  let status: ImportedStatus = decision.status;
  let publicadoEm: Date | null = null;
  if (status === 'publicado') publicadoEm = date ?? now;
  if (status === 'agendado') {
    if (date) publicadoEm = date;
    else {
      status = 'rascunho';
      notes.push('Agendada sem data no WordPress: importada como rascunho.');
    }
  }
  const criadoEm = date ?? now;
  const modified = wordpressInstant(item.modificadoGmt, '');
  const atualizadoEm = modified && modified > criadoEm ? modified : criadoEm;

  const primaryId = metaId(item.meta._yoast_wpseo_primary_category);
  const choice = chooseCategory(item.terms, context.categories.parentOf, primaryId === null ? null : (context.categorySlugById.get(primaryId) ?? null));
  const category = (choice.slug ? context.categories.byWpSlug.get(choice.slug) : undefined) ?? (await context.categories.fallback());
  const tagNames = item.terms.filter((term) => term.domain === 'post_tag').map((term) => term.nome || term.slug);
  const tags = importedTags(tagNames, choice.outras);
  notes.push(...tags.notas);
  const autorId = await context.authors.idFor(item.autorLogin);

  const body = convertWordpressBody(item.conteudo, {
    postId: item.postId,
    attachment: (id) => index.attachments.get(id),
    childImages: (id) => index.childImages.get(id) ?? [],
  });
  const bodyImages = new Map<string, string | null>();
  for (const caminho of uploadReferences(body.html, index.uploadBases)) {
    bodyImages.set(caminho, (await context.images.image(caminho, label))?.corpo ?? null);
  }
  const html = rewriteUploads(body.html, index.uploadBases, (caminho) => bodyImages.get(caminho) ?? null, context.siteOrigin);

  let imagemDestaque: string | null = null;
  let legenda: string | null = null;
  const thumbnailId = metaId(item.meta._thumbnail_id);
  if (thumbnailId !== null) {
    const attachment = index.attachments.get(thumbnailId);
    if (!attachment?.caminho) notes.push(`A imagem destacada (anexo #${thumbnailId}) não está no arquivo exportado.`);
    else {
      const image = await context.images.image(attachment.caminho, label);
      if (image) {
        imagemDestaque = image.url;
        legenda = attachment.legenda.slice(0, 300) || null;
      }
    }
  }

  const galeria: { url: string; legenda: string }[] = [];
  let missingFromExport = 0;
  for (const ref of body.galeria) {
    const attachment = 'attachmentId' in ref ? index.attachments.get(ref.attachmentId) : undefined;
    const caminho = 'attachmentId' in ref ? (attachment?.caminho ?? null) : uploadPathOf(ref.url, index.uploadBases);
    if (!caminho) {
      missingFromExport += 1;
      continue;
    }
    const image = await context.images.image(caminho, label);
    if (image && !galeria.some((entry) => entry.url === image.url)) galeria.push({ url: image.url, legenda: (attachment?.legenda ?? ('legenda' in ref ? ref.legenda : '')).slice(0, 300) });
  }
  if (missingFromExport > 0) notes.push(`${thousands(missingFromExport)} ${missingFromExport === 1 ? 'imagem da galeria não está' : 'imagens da galeria não estão'} no arquivo exportado.`);
  if (galeria.length > GALLERY_MAX) {
    notes.push(`Galeria com ${thousands(galeria.length)} imagens: ficaram as ${GALLERY_MAX} primeiras.`);
    galeria.length = GALLERY_MAX;
  }

  const conteudo = sanitizePostHtml(html);
  if (conteudo.length > BODY_EDITOR_MAX) notes.push(`Texto com ${thousands(conteudo.length)} caracteres, mais do que o editor aceita ao salvar (${thousands(BODY_EDITOR_MAX)}).`);
  context.pending.add(key);
  return {
    key,
    wpId: item.postId,
    guid: item.guid,
    label,
    wantedSlug: wanted.slug,
    values: {
      titulo: title.titulo,
      resumo: importedSummary(item.resumo) || null,
      conteudo,
      imagemDestaque,
      legenda,
      categoriaId: category.id,
      autorId,
      destaque: item.sticky,
      status,
      publicadoEm,
      tags: tags.tags,
      criadoEm,
      atualizadoEm,
    },
    categorySlug: category.slug,
    galeria,
    oldAddresses: oldPostAddresses(item.link, item.postId, context.siteAddress),
    notes,
    videos: body.videos,
    links: body.links,
    shortcodes: body.shortcodesRemovidos,
  };
}
