import type { PostStatus } from '@/lib/schemas/posts';

/** Shapes of the staff posts API (/tmp contract, issue 5) as the panel reads them. */

export type AdminPostSummary = {
  id: number;
  titulo: string;
  slug: string;
  resumo: string;
  status: PostStatus;
  destaque: boolean;
  publicadoEm: string | null;
  criadoEm: string;
  atualizadoEm: string;
  visualizacoes: number;
  tags: string[];
  imagemDestaque: string | null;
  legenda: string;
  categoria: { id: number; nome: string; slug: string; cor: string };
  autor: { id: number; nome: string };
  membroEquipe: { id: number; nome: string } | null;
  versao: number;
  /** Public canonical path /{categoria}/{slug}. */
  url: string;
};

/** The post's Facebook share (issue 6 item 7). */
export type FacebookShareState = { publicar: boolean; postId: string | null; compartilhadoEm: string | null; erro: string | null };
export type FacebookShareOutcome = { resultado: 'compartilhado'; mensagem: string; facebookPostId: string } | { resultado: 'falha'; mensagem: string };

export type AdminPostDetail = AdminPostSummary & {
  conteudo: string;
  conteudoJson: unknown;
  publicarFacebook?: boolean;
  facebook?: FacebookShareState;
  /** Present when the save tried to share the post. */
  compartilhamentoFacebook?: FacebookShareOutcome;
  galeria: { url: string; legenda: string }[];
  atualizadoPor: { id: number; nome: string } | null;
};

export type AdminPostPage = {
  dados: AdminPostSummary[];
  meta: { pagina: number; limite: number; total: number; totalPaginas: number };
};

export type CategoryOption = { id: number; nome: string; slug: string; cor: string };
export type TeamOption = { id: number; nome: string; cargo: string };
export type AuthorOption = { id: number; nome: string };
export type SlugAvailability = { disponivel: boolean; sugestao: string };

/** `atual` of a 409 VERSAO_DESATUALIZADA answer. */
export type CurrentVersion = { versao: number; atualizadoPor: { id: number; nome: string } | null; atualizadoEm: string };
