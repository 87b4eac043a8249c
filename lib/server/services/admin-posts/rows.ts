import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postPath } from '@/lib/domain/post';
import type { AdminPost, AdminPostDetail } from '@/lib/schemas/posts';
import type { PostReview } from '@/lib/domain/post-review';
import { categorias, membrosEquipe, postagemImagens, postagens, usuarios } from '../../db/schema';
import type { Executor } from '../../db/client';

export const updatedBy = alias(usuarios, 'atualizado_por');
/** Who acted last on the post's review: the author who sent it, or the editor who returned it. */
const reviewedBy = alias(usuarios, 'revisao_por');

const summaryColumns = {
  id: postagens.id,
  titulo: postagens.titulo,
  slug: postagens.slug,
  resumo: postagens.resumo,
  status: postagens.status,
  destaque: postagens.destaque,
  publicadoEm: postagens.publicadoEm,
  criadoEm: postagens.criadoEm,
  atualizadoEm: postagens.atualizadoEm,
  visualizacoes: postagens.visualizacoes,
  tags: postagens.tags,
  imagemDestaque: postagens.imagemDestaque,
  legenda: postagens.legenda,
  versao: postagens.versao,
  urgenteAte: postagens.urgenteAte,
  coberturaInicio: postagens.coberturaInicio,
  coberturaFim: postagens.coberturaFim,
  revisaoEstado: postagens.revisaoEstado,
  revisaoComentario: postagens.revisaoComentario,
  revisaoEm: postagens.revisaoEm,
  revisaoPorId: reviewedBy.id,
  revisaoPorNome: reviewedBy.nome,
  categoriaId: categorias.id,
  categoriaNome: categorias.nome,
  categoriaSlug: categorias.slug,
  categoriaCor: categorias.cor,
  autorId: usuarios.id,
  autorNome: usuarios.nome,
  membroId: membrosEquipe.id,
  membroNome: membrosEquipe.nome,
};

const detailColumns = {
  ...summaryColumns,
  conteudo: postagens.conteudo,
  conteudoJson: postagens.conteudoJson,
  publicarFacebook: postagens.publicarFacebook,
  facebookPostId: postagens.facebookPostId,
  facebookCompartilhadoEm: postagens.facebookCompartilhadoEm,
  facebookErro: postagens.facebookErro,
  atualizadoPorId: updatedBy.id,
  atualizadoPorNome: updatedBy.nome,
};

export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function reviewOf(row: SummaryRow): PostReview | null {
  if (row.revisaoEstado === null) return null;
  return {
    estado: row.revisaoEstado,
    comentario: row.revisaoComentario,
    em: iso(row.revisaoEm),
    por: row.revisaoPorId === null ? null : { id: row.revisaoPorId, nome: row.revisaoPorNome ?? '' },
  };
}

/** AdminPost of the contract; resumo and legenda are '' rather than null so they round-trip through the form. */
export function toAdminPost(row: SummaryRow): AdminPost {
  return {
    id: row.id,
    titulo: row.titulo,
    slug: row.slug,
    resumo: row.resumo ?? '',
    status: row.status,
    destaque: row.destaque,
    publicadoEm: iso(row.publicadoEm),
    criadoEm: iso(row.criadoEm)!,
    atualizadoEm: iso(row.atualizadoEm)!,
    visualizacoes: Number(row.visualizacoes),
    tags: row.tags ?? [],
    imagemDestaque: row.imagemDestaque,
    legenda: row.legenda ?? '',
    categoria: { id: row.categoriaId, nome: row.categoriaNome, slug: row.categoriaSlug, cor: row.categoriaCor },
    autor: { id: row.autorId, nome: row.autorNome },
    membroEquipe: row.membroId === null ? null : { id: row.membroId, nome: row.membroNome ?? '' },
    versao: row.versao,
    url: postPath({ slug: row.slug, categoriaSlug: row.categoriaSlug }),
    urgenteAte: iso(row.urgenteAte),
    coberturaInicio: iso(row.coberturaInicio),
    coberturaFim: iso(row.coberturaFim),
    revisao: reviewOf(row),
  };
}

export function summarySelect(db: Executor) {
  return db
    .select(summaryColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId))
    .leftJoin(reviewedBy, eq(reviewedBy.id, postagens.revisaoPorId));
}

type SummaryRow = Awaited<ReturnType<typeof summarySelect>>[number];

export async function loadDetail(db: Executor, id: number): Promise<AdminPostDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId))
    .leftJoin(updatedBy, eq(updatedBy.id, postagens.atualizadoPorId))
    .leftJoin(reviewedBy, eq(reviewedBy.id, postagens.revisaoPorId))
    .where(eq(postagens.id, id))
    .limit(1);
  if (!row) return null;
  const gallery = await db
    .select({ url: postagemImagens.url, legenda: postagemImagens.legenda })
    .from(postagemImagens)
    .where(eq(postagemImagens.postagemId, id))
    .orderBy(asc(postagemImagens.ordem), asc(postagemImagens.id));
  return {
    ...toAdminPost(row),
    conteudo: row.conteudo,
    conteudoJson: row.conteudoJson ?? null,
    publicarFacebook: row.publicarFacebook,
    facebook: {
      publicar: row.publicarFacebook,
      postId: row.facebookPostId,
      // Set without a post id and without an error: a share in progress, not a share done.
      compartilhadoEm: row.facebookPostId ? iso(row.facebookCompartilhadoEm) : null,
      erro: row.facebookErro,
    },
    galeria: gallery.map((image) => ({ url: image.url, legenda: image.legenda ?? '' })),
    atualizadoPor: row.atualizadoPorId === null ? null : { id: row.atualizadoPorId, nome: row.atualizadoPorNome ?? '' },
  };
}
