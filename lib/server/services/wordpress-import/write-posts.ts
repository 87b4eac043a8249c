import 'server-only';
import { postAddresses } from '@/lib/domain/redirects';
import { addNote, addShortcodes, type ImportReport } from '@/lib/domain/wordpress-import/report';
import type { PostSnapshot } from '@/lib/schemas/post-revisions';
import type { Database, Tx } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/outage';
import { postagemImagens, postagemRevisoes, postagens, redirecionamentos, wordpressImportados } from '../../db/schema';
import { recordLogs } from '../audit-log';
import type { Actor } from '../auth';
import { firstFreeSlug } from '../admin-posts/slugs';
import type { PreparedPost, PostImportContext } from './import-post';

/*
 * Ready posts written in batches, one transaction each: the posts, their galleries, their first
 * saved revision (what every new post has in its history), the importer's memory of them, their
 * old addresses (following the post) and their log lines, a few statements per batch. A batch
 * that fails (a slug taken meanwhile, a post another run imported) is written again one post per
 * transaction, so one bad post never costs the others; a post that still fails is reported.
 */

/** Posts failing one after the other before the import stops. */
export const MAX_FAILURES_IN_A_ROW = 25;

export const WRITE_FAILED_MESSAGE = 'Não foi possível gravar esta postagem: ela não foi importada.';

type Written = { post: PreparedPost; id: number; slug: string; redirects: { total: number; created: number } };

/** Another run imported one of these posts meanwhile: the batch is rolled back and written one by one. */
class ImportedMeanwhile extends Error {}

function snapshot(post: PreparedPost, slug: string): PostSnapshot {
  const { values } = post;
  return {
    titulo: values.titulo,
    slug,
    resumo: values.resumo ?? '',
    conteudo: values.conteudo,
    conteudoJson: null,
    categoriaId: values.categoriaId,
    imagemDestaque: values.imagemDestaque,
    legenda: values.legenda ?? '',
    galeria: post.galeria,
    destaque: values.destaque,
    membroEquipeId: null,
    tags: values.tags,
    status: values.status,
    publicadoEm: values.publicadoEm ? values.publicadoEm.toISOString() : null,
    urgenteAte: null,
    publicarFacebook: false,
  };
}

async function writeBatch(tx: Tx, actor: Actor, site: string, posts: readonly PreparedPost[]): Promise<Written[]> {
  const now = new Date();
  const written: Written[] = [];
  for (const post of posts) {
    const slug = await firstFreeSlug(tx, post.wantedSlug, null);
    const [row] = await tx
      .insert(postagens)
      .values({ ...post.values, slug, conteudoJson: null, atualizadoPorId: actor.user.id })
      .returning({ id: postagens.id, versao: postagens.versao });
    written.push({ post, id: row.id, slug, redirects: { total: 0, created: 0 } });
    // A new post has no autosaves and no older versions to prune: its first revision is all there is.
    await tx.insert(postagemRevisoes).values({
      postagemId: row.id,
      tipo: 'salva',
      autorId: actor.user.id,
      versao: row.versao,
      titulo: post.values.titulo,
      status: post.values.status,
      dados: snapshot(post, slug),
      criadoEm: now,
      atualizadoEm: now,
    });
  }
  const gallery = written.flatMap(({ post, id }) => post.galeria.map((image, ordem) => ({ postagemId: id, url: image.url, legenda: image.legenda || null, ordem })));
  if (gallery.length > 0) await tx.insert(postagemImagens).values(gallery);
  const remembered = await tx
    .insert(wordpressImportados)
    .values(written.map(({ post, id }) => ({ site, tipo: 'postagem', chave: post.key, localId: id, guid: post.guid ? post.guid.slice(0, 2000) : null })))
    .onConflictDoNothing()
    .returning({ chave: wordpressImportados.chave });
  if (remembered.length !== written.length) throw new ImportedMeanwhile();

  const redirects = written.flatMap((entry) => {
    const own = postAddresses(entry.post.categorySlug, entry.slug);
    const origins = entry.post.oldAddresses.filter((origem) => !own.includes(origem));
    entry.redirects.total = origins.length;
    return origins.map((origem) => ({ origem, destino: null, postagemId: entry.id, status: 301, criadoPorId: actor.user.id }));
  });
  if (redirects.length > 0) {
    const created = await tx.insert(redirecionamentos).values(redirects).onConflictDoNothing({ target: redirecionamentos.origem }).returning({ postagemId: redirecionamentos.postagemId });
    for (const entry of written) entry.redirects.created = created.filter((row) => row.postagemId === entry.id).length;
  }
  await recordLogs(
    tx,
    written.map(({ post, id }) => ({
      usuarioId: actor.user.id,
      acao: 'criar' as const,
      entidade: 'postagem',
      entidadeId: id,
      detalhes: { titulo: post.values.titulo, status: post.values.status, origem: 'wordpress', wordpressId: post.wpId },
      ip: actor.ip,
    })),
  );
  return written;
}

function count(report: ImportReport, { post, slug, redirects }: Written): void {
  const counts = report.postagens;
  counts.importadas += 1;
  counts.porStatus[post.values.status] += 1;
  if (post.values.destaque) counts.destaques += 1;
  if (slug !== post.wantedSlug) counts.enderecosAjustados += 1;
  if (post.galeria.length > 0) {
    report.galerias.postagens += 1;
    report.galerias.imagens += post.galeria.length;
  }
  report.embeds.videos += post.videos;
  report.embeds.links += post.links;
  report.redirecionamentos.criados += redirects.created;
  report.redirecionamentos.existentes += redirects.total - redirects.created;
  addShortcodes(report, post.shortcodes);
  for (const mensagem of post.notes) addNote(report, { wpId: post.wpId, titulo: post.label, mensagem });
}

export async function writePosts(db: Database, actor: Actor, posts: readonly PreparedPost[], context: PostImportContext): Promise<void> {
  if (posts.length === 0) return;
  const done = (written: Written[]) => {
    context.failuresInARow = 0;
    for (const entry of written) {
      context.pending.delete(entry.post.key);
      context.done.set(entry.post.key, entry.id);
      count(context.report, entry);
    }
  };
  try {
    done(await db.transaction((tx) => writeBatch(tx, actor, context.site, posts)));
    return;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (posts.length > 1) {
      for (const post of posts) await writePosts(db, actor, [post], context);
      return;
    }
    const [post] = posts;
    context.pending.delete(post.key);
    if (error instanceof ImportedMeanwhile) {
      context.report.postagens.jaImportadas += 1;
      return;
    }
    // Something beyond one post is wrong: stop rather than report every post as failed.
    if ((context.failuresInARow += 1) >= MAX_FAILURES_IN_A_ROW) throw error;
    console.error('[importacao] postagem', post.key, 'não gravada:', error);
    context.report.postagens.recusadas += 1;
    addNote(context.report, { wpId: post.wpId, titulo: post.label, mensagem: WRITE_FAILED_MESSAGE });
  }
}
