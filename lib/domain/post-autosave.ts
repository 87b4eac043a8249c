/**
 * Pure rules of the post form's autosave to the server: how often, the words of
 * the offer and of the status line (Horário de Brasília, HH:mm), a stored copy back into the form's
 * values, which of two recoverable copies is offered, and what a never-saved post is first stored as.
 */

import { postToFormValues, type GalleryEntry, type PostFormStatus, type PostFormValues } from './post-form';
import { dayText, pad, saoPauloWallClock } from './sao-paulo-clock';

/** The form sends what it holds at most this often while it changes. */
export const AUTOSAVE_INTERVAL_MS = 10_000;

/**
 * Browsers refuse keep-alive requests (the one sent while the tab closes) past 64 KiB in flight;
 * a longer text stays in the local copy and goes with the next autosave.
 */
export const AUTOSAVE_KEEPALIVE_MAX_BYTES = 60_000;

/** '14:32' in Horário de Brasília; '' for an invalid instant. */
export function clockText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { hour, minute } = saoPauloWallClock(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The offer of an autosave: 'Há uma versão salva automaticamente às 14:32'; one from another day
 * names the day too ('… em 12/11/2026 às 14:32'), or 'às 14:32' would read as today.
 */
export function autosaveOfferText(atualizadoEm: string, now: Date = new Date()): string {
  const instant = new Date(atualizadoEm);
  if (Number.isNaN(instant.getTime())) return 'Há uma versão salva automaticamente';
  const at = saoPauloWallClock(instant);
  const today = saoPauloWallClock(now);
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  return `Há uma versão salva automaticamente ${sameDay ? '' : `em ${dayText(at)} `}às ${clockText(atualizadoEm)}`;
}

/** What the form says of the autosave, beside "Alterações não salvas". */
export type AutosaveState =
  | { kind: 'salvo'; em: string }
  | { kind: 'rascunho-criado'; em: string }
  | { kind: 'offline' }
  | { kind: 'conflito' }
  | { kind: 'inativo' };

export function autosaveStatusText(state: AutosaveState): string | null {
  switch (state.kind) {
    case 'salvo':
      return `Versão salva automaticamente às ${clockText(state.em)}`;
    case 'rascunho-criado':
      return `Rascunho criado automaticamente às ${clockText(state.em)}`;
    case 'offline':
      return 'Sem conexão: as alterações ficam neste navegador e são enviadas quando a conexão voltar.';
    case 'conflito':
      return 'Salvamento automático pausado: outra pessoa salvou esta postagem.';
    case 'inativo':
      return null;
  }
}

/** Every editable field as a revision or autosave stores it (PostSnapshot of lib/schemas/post-revisions). */
export type PostSnapshotFields = {
  titulo: string;
  slug: string;
  resumo: string;
  conteudo: string;
  conteudoJson: unknown;
  categoriaId: number | null;
  imagemDestaque: string | null;
  legenda: string;
  galeria: GalleryEntry[];
  destaque: boolean;
  membroEquipeId: number | null;
  tags: string[];
  status: PostFormStatus;
  publicadoEm: string | null;
  urgenteAte: string | null;
};

/** A stored copy back into the form's values (an urgency or a category it lacks opens as off / unchosen). */
export function snapshotToFormValues(snapshot: PostSnapshotFields, now: Date = new Date()): PostFormValues {
  return postToFormValues(
    {
      ...snapshot,
      categoria: snapshot.categoriaId === null ? null : { id: snapshot.categoriaId },
      membroEquipe: snapshot.membroEquipeId === null ? null : { id: snapshot.membroEquipeId },
    },
    now,
  );
}

export type RecoverySource = 'local' | 'servidor';

/**
 * Two copies to offer (this browser's local copy of unsaved edits, and the user's autosave on the
 * server): one prompt, for the newer; the server's on a tie, since it is the one every device sees.
 */
export function newerRecovery(localSavedAt: number | null, serverUpdatedAt: string | null): RecoverySource | null {
  const server = serverUpdatedAt === null ? null : Date.parse(serverUpdatedAt);
  if (server !== null && !Number.isNaN(server) && (localSavedAt === null || server >= localSavedAt)) return 'servidor';
  return localSavedAt === null ? null : 'local';
}

/**
 * What a never-saved post is first stored as once its title is typed: a draft (whatever the status
 * select says), not urgent, in the chosen category or else the first one offered (as a CMS's
 * "uncategorised"; the form then shows it chosen). Null when there is no category at all.
 */
export function autoDraftValues(values: PostFormValues, fallbackCategoryId: string | null): PostFormValues | null {
  const categoriaId = values.categoriaId || fallbackCategoryId || '';
  if (categoriaId === '') return null;
  return { ...values, categoriaId, status: 'rascunho', urgente: false, dataAgendada: '', horaAgendada: '' };
}
