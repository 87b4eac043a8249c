import { POST_FORM_STATUSES, type PostFormValues } from './post-form';

/**
 * The local copy of a post form's unsaved edits: written while the form has changes, so
 * that an expired session, a closed tab or a crash loses nothing. The form offers it back
 * ("Recuperar rascunho") when it differs from what the server has.
 */
export type PostDraft = { values: PostFormValues; publicarFacebook: boolean; savedAt: number };

const DRAFT_KEY_PREFIX = 'sintonia:rascunho-postagem:';

/** One copy per staff member and post ('nova' for a post not yet saved). */
export function postDraftKey(userId: number | string, postId: number | null): string {
  return `${DRAFT_KEY_PREFIX}${userId}:${postId ?? 'nova'}`;
}

export const isPostDraftKey = (key: string): boolean => key.startsWith(DRAFT_KEY_PREFIX);

/** A copy nobody came back for in this long is dropped: the browser's storage is small and shared. */
export const POST_DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored JSON of a draft; null when absent, malformed or of another shape (an older version). */
export function parsePostDraft(stored: string | null): PostDraft | null {
  if (!stored) return null;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { values, publicarFacebook, savedAt } = data as Record<string, unknown>;
  if (typeof values !== 'object' || values === null || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  const v = values as Record<string, unknown>;
  const texts = ['titulo', 'slug', 'resumo', 'conteudo', 'categoriaId', 'legenda', 'membroEquipeId', 'dataAgendada', 'horaAgendada'] as const;
  if (!texts.every((key) => isText(v[key]))) return null;
  if (!(v.imagemDestaque === null || isText(v.imagemDestaque))) return null;
  if (typeof v.destaque !== 'boolean' || !Array.isArray(v.tags) || !v.tags.every(isText) || !Array.isArray(v.galeria)) return null;
  if (!(POST_FORM_STATUSES as readonly unknown[]).includes(v.status)) return null;
  // Drafts kept before "Urgente" existed open with it off.
  const urgent = { urgente: v.urgente === true, dataUrgente: isText(v.dataUrgente) ? v.dataUrgente : '', horaUrgente: isText(v.horaUrgente) ? v.horaUrgente : '' };
  return { values: { ...(values as PostFormValues), ...urgent }, publicarFacebook: publicarFacebook === true, savedAt };
}
