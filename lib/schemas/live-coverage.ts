import { z } from './zod';
import { unclosedDroppedElement, unclosedElementMessage } from '@/lib/domain/dropped-elements';
import { COVERAGE_PAGE_MAX } from '@/lib/domain/live-coverage';
import { positiveIntParam } from './common';

/*
 * Live coverage. Staff writes, with the same rights as editing the post:
 *   POST   /postagens/:id/cobertura {acao: 'iniciar' | 'encerrar'}       start (or reopen) / end it
 *   GET    /postagens/:id/atualizacoes                                  the panel's screen
 *   POST   /postagens/:id/atualizacoes {conteudo, fixada?}              a new entry (201)
 *   PATCH  /postagens/:id/atualizacoes/:atualizacaoId {conteudo?, fixada?}
 *   DELETE /postagens/:id/atualizacoes/:atualizacaoId                   204
 * Public read: GET /publico/postagens/:slugOrId/atualizacoes[?depois=<id>&limite=n].
 */

export const COVERAGE_ENTRY_MAX_CHARS = 50_000;

export const COVERAGE_MESSAGES = {
  conteudo: 'Escreva o texto da atualização.',
  conteudoLongo: 'A atualização é longa demais.',
  fixada: 'Valor inválido para "Fixar no topo".',
  nada: 'Informe o que mudar na atualização (conteudo ou fixada).',
  acao: 'Ação inválida. Use iniciar ou encerrar.',
  naoIniciada: 'Inicie a cobertura ao vivo antes de publicar atualizações.',
  encerrada: 'Esta cobertura foi encerrada. Reabra-a para publicar novas atualizações.',
  semCobertura: 'Esta postagem não tem uma cobertura ao vivo em andamento.',
  atualizacaoNaoEncontrada: 'Atualização não encontrada.',
  coberturaNaoEncontrada: 'Cobertura não encontrada.',
} as const;

const entryHtml = z
  .string({ error: COVERAGE_MESSAGES.conteudo })
  .max(COVERAGE_ENTRY_MAX_CHARS, COVERAGE_MESSAGES.conteudoLongo)
  .superRefine((html, ctx) => {
    if (html.trim() === '') ctx.addIssue({ code: 'custom', message: COVERAGE_MESSAGES.conteudo });
    const tag = unclosedDroppedElement(html);
    if (tag) ctx.addIssue({ code: 'custom', message: unclosedElementMessage(tag) });
  });

const pinned = z.boolean({ error: COVERAGE_MESSAGES.fixada });

export const coverageEntryCreateSchema = z.object({ conteudo: entryHtml, fixada: pinned.default(false) });
export type CoverageEntryCreateInput = z.infer<typeof coverageEntryCreateSchema>;

export const coverageEntryUpdateSchema = z
  .object({ conteudo: entryHtml.optional(), fixada: pinned.optional() })
  .refine((value) => value.conteudo !== undefined || value.fixada !== undefined, COVERAGE_MESSAGES.nada);
export type CoverageEntryUpdateInput = z.infer<typeof coverageEntryUpdateSchema>;

export const COVERAGE_ACTIONS = ['iniciar', 'encerrar'] as const;
export type CoverageAction = (typeof COVERAGE_ACTIONS)[number];
export const coverageActionSchema = z.object({ acao: z.enum(COVERAGE_ACTIONS, { error: COVERAGE_MESSAGES.acao }) });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const publicCoverageQuery = z.object({
  /** Only entries written after this one (its id): what a client polling already has is left out. */
  depois: optional(positiveIntParam('depois')),
  limite: optional(positiveIntParam('limite')).transform((n) => Math.min(n ?? COVERAGE_PAGE_MAX, COVERAGE_PAGE_MAX)),
});

/** An entry as the panel lists it. */
export type AdminCoverageEntry = {
  id: number;
  conteudo: string;
  fixada: boolean;
  programa: string | null;
  autor: { id: number; nome: string } | null;
  criadoEm: string;
  atualizadoEm: string;
};

/** The coverage's state: not started (both null), running (fim null) or ended. */
export type CoverageState = { inicio: string | null; fim: string | null };

/** GET /postagens/:id/atualizacoes. */
export type AdminCoverage = {
  postagem: { id: number; titulo: string; status: string; url: string };
  cobertura: CoverageState;
  atualizacoes: AdminCoverageEntry[];
};

/** An entry as readers get it. */
export type PublicCoverageEntry = { id: number; conteudo: string; fixada: boolean; programa: string | null; criadoEm: string; atualizadoEm: string };

/** GET /publico/postagens/:slugOrId/atualizacoes: pinned first, then newest first. */
export type PublicCoverageAnswer = { cobertura: { inicio: string; fim: string | null }; dados: PublicCoverageEntry[] };
