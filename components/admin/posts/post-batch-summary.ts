import type { PostBatchAction, PostBatchResult } from '@/lib/schemas/posts';

/*
 * What the list tells after a bulk action or a quick status change: how many
 * posts changed, which were already so, and which failed and why, by title.
 */

export type ToastText = { type: 'success' | 'error' | 'warning' | 'info'; title: string; message?: string };

/** Past participles, feminine as 'postagem': [one, many]. */
const DONE: Record<PostBatchAction, [string, string]> = {
  publicar: ['publicada', 'publicadas'],
  rascunho: ['movida para rascunho', 'movidas para rascunho'],
  arquivar: ['arquivada', 'arquivadas'],
  excluir: ['excluída', 'excluídas'],
};

/** What a post that needed nothing already was. */
const ALREADY: Record<Exclude<PostBatchAction, 'excluir'>, [string, string]> = {
  publicar: ['já estava publicada', 'já estavam publicadas'],
  rascunho: ['já estava em rascunho', 'já estavam em rascunho'],
  arquivar: ['já estava arquivada', 'já estavam arquivadas'],
};

const VERB: Record<PostBatchAction, string> = {
  publicar: 'publicar',
  rascunho: 'mover para rascunho',
  arquivar: 'arquivar',
  excluir: 'excluir',
};

/** Titles quoted in a toast before the rest is only counted. */
const MAX_NAMED = 3;

const posts = (n: number) => (n === 1 ? '1 postagem' : `${n} postagens`);
const quoted = (title: string) => `“${title}”`;

export function selectedLabel(n: number): string {
  return n === 1 ? '1 selecionada' : `${n} selecionadas`;
}

function failureText(acao: PostBatchAction, falhas: PostBatchResult['falhas'], titleOf: (id: number) => string): string {
  const named = falhas.slice(0, MAX_NAMED).map((falha) => `${quoted(titleOf(falha.id))}: ${falha.mensagem}`);
  const rest = falhas.length - named.length;
  return `Não foi possível ${VERB[acao]} ${posts(falhas.length)}. ${named.join(' ')}${rest > 0 ? ` E mais ${rest}.` : ''}`;
}

/** The toast after a bulk action. */
export function batchToast(acao: PostBatchAction, result: PostBatchResult, titleOf: (id: number) => string): ToastText {
  const unchanged = acao === 'excluir' ? 0 : result.inalteradas.length;
  const changed = result.ok.length - unchanged;
  const [one, many] = DONE[acao];
  const parts: string[] = [];
  if (unchanged > 0) {
    const [already, alreadyMany] = ALREADY[acao as Exclude<PostBatchAction, 'excluir'>];
    parts.push(`${posts(unchanged)} ${unchanged === 1 ? already : alreadyMany}.`);
  }
  if (result.falhas.length > 0) parts.push(failureText(acao, result.falhas, titleOf));
  const message = parts.length ? parts.join(' ') : undefined;
  const title = changed > 0 ? `${posts(changed)} ${changed === 1 ? one : many}.` : result.falhas.length > 0 ? 'Nenhuma postagem foi alterada.' : 'Nada a alterar.';
  const type = result.falhas.length === 0 ? (changed > 0 ? 'success' : 'info') : changed > 0 || unchanged > 0 ? 'warning' : 'error';
  return { type, title, message };
}

/** The toast after one row's quick status change. */
export function quickStatusToast(acao: Exclude<PostBatchAction, 'excluir'>, result: PostBatchResult, titulo: string): ToastText {
  const [falha] = result.falhas;
  if (falha) return { type: 'error', title: 'Não foi possível alterar o status.', message: `${quoted(titulo)}: ${falha.mensagem}` };
  const label = DONE[acao][0];
  return { type: 'success', title: `Postagem ${label}.`, message: quoted(titulo) };
}

/** The Facebook shares a publish set off (as a single publish does), if any. */
export function facebookToasts(result: PostBatchResult, titleOf: (id: number) => string): ToastText[] {
  const shared = result.facebook.filter((share) => share.resultado === 'compartilhado');
  const failed = result.facebook.filter((share) => share.resultado === 'falha');
  const toasts: ToastText[] = [];
  if (shared.length) toasts.push({ type: 'success', title: 'Publicado no Facebook', message: shared.map((share) => quoted(titleOf(share.id))).join(', ') });
  if (failed.length) toasts.push({ type: 'error', title: 'Não foi possível publicar no Facebook.', message: failed.map((share) => `${quoted(titleOf(share.id))}: ${share.mensagem}`).join(' ') });
  return toasts;
}
