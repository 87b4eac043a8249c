/**
 * Pure rules of the staff post form: slug from the title, the São Paulo wall-clock
 * schedule ↔ ISO instant, what the form sends, dirty detection, which buttons a status gets,
 * tags and gallery order. No I/O and no React: the form component and its tests share them.
 */

import { formatInTimeZone } from 'date-fns-tz/formatInTimeZone';
import { TIMEZONE } from './constants';
import { formatDate, formatTime, parseDateValue } from './dates';
import { slugify } from './slug';
import { defaultUrgentEnd, isUrgentAt } from './urgent';

/** Same values as lib/schemas/posts.ts POST_STATUSES (lib/domain imports nothing of the project). */
export const POST_FORM_STATUSES = ['rascunho', 'agendado', 'publicado', 'arquivado'] as const;
export type PostFormStatus = (typeof POST_FORM_STATUSES)[number];

/** The longest title the API accepts; the form stops typing there. */
export const TITLE_MAX_LENGTH = 200;
export const SLUG_MAX_LENGTH = 160;
export const SUMMARY_MAX_LENGTH = 400;
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 20;
export const GALLERY_MAX = 60;

// ───────────────────────────── slug ─────────────────────────────

/**
 * SPEC §9 slugify of the title, cut to the schema's 160 characters at a word (hyphen) boundary
 * so a long headline never ends in half a word.
 */
export function slugFromTitle(title: string): string {
  const slug = slugify(title);
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

// ─────────────────────── São Paulo local time ↔ ISO ───────────────────────

export type LocalDateTime = { date: string; time: string };

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_INPUT = /^\d{2}:\d{2}$/;

/**
 * The values of <input type="date"> and <input type="time">, read as Horário de Brasília
 * (whatever the browser's own zone is), → ISO 8601 with the São Paulo offset, e.g.
 * '2026-03-10T14:30:00-03:00'. Null when either is empty or not a real date/time.
 */
export function saoPauloLocalToIso(date: string, time: string): string | null {
  if (!DATE_INPUT.test(date) || !TIME_INPUT.test(time)) return null;
  // Without an offset, parseDateValue reads the text as São Paulo wall-clock time.
  const instant = parseDateValue(`${date}T${time}:00`);
  if (instant === null) return null;
  return formatInTimeZone(instant, TIMEZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** An instant → the São Paulo date and time the form's inputs show; empty strings when invalid. */
export function isoToSaoPauloLocal(value: string | Date | null | undefined): LocalDateTime {
  const instant = value === null || value === undefined ? null : parseDateValue(value);
  if (instant === null) return { date: '', time: '' };
  return { date: formatInTimeZone(instant, TIMEZONE, 'yyyy-MM-dd'), time: formatInTimeZone(instant, TIMEZONE, 'HH:mm') };
}

/** A sensible first schedule: the first full hour at least one hour from now, São Paulo time. */
export function defaultScheduleSlot(now: Date = new Date()): LocalDateTime {
  // São Paulo's offset is a whole number of hours, so a full UTC hour is a full local hour.
  const hour = 60 * 60_000;
  return isoToSaoPauloLocal(new Date(Math.ceil((now.getTime() + hour) / hour) * hour));
}

/** 'Postagem agendada para 10/03/2026 às 14h30.' */
export function scheduledMessage(iso: string): string {
  return `Postagem agendada para ${formatDate(iso)} às ${formatTime(iso)}.`;
}

// ─────────────────────────── form values ───────────────────────────

export type GalleryEntry = { url: string; legenda: string };

export type PostFormValues = {
  titulo: string;
  slug: string;
  resumo: string;
  conteudo: string;
  conteudoJson: unknown;
  /** The <select> value: '' until a category is chosen. */
  categoriaId: string;
  imagemDestaque: string | null;
  legenda: string;
  galeria: GalleryEntry[];
  destaque: boolean;
  /** The <select> value: '' for none. */
  membroEquipeId: string;
  tags: string[];
  status: PostFormStatus;
  /** Schedule inputs, São Paulo wall-clock: 'yyyy-MM-dd' and 'HH:mm'. */
  dataAgendada: string;
  horaAgendada: string;
  /** "Urgente": on, and until when (São Paulo wall-clock, like the schedule). */
  urgente: boolean;
  dataUrgente: string;
  horaUrgente: string;
};

/** The fields of a loaded post (GET /postagens/:id) the form edits. */
export type EditablePost = {
  titulo: string;
  slug: string;
  resumo?: string | null;
  conteudo?: string | null;
  conteudoJson?: unknown;
  categoria?: { id: number } | null;
  imagemDestaque?: string | null;
  legenda?: string | null;
  galeria?: ReadonlyArray<{ url: string; legenda?: string | null }> | null;
  destaque?: boolean | null;
  membroEquipe?: { id: number } | null;
  tags?: readonly string[] | null;
  status: PostFormStatus;
  publicadoEm?: string | null;
  urgenteAte?: string | null;
};

/**
 * A new post starts as 'publicado' in the status select: the newsroom's usual next step is
 * 'Publicar', and 'Salvar rascunho' sits beside it for everything else.
 */
export function emptyPostForm(): PostFormValues {
  return {
    titulo: '',
    slug: '',
    resumo: '',
    conteudo: '',
    conteudoJson: null,
    categoriaId: '',
    imagemDestaque: null,
    legenda: '',
    galeria: [],
    destaque: false,
    membroEquipeId: '',
    tags: [],
    // A new post is a draft until someone publishes it: never public by accident.
    status: 'rascunho',
    dataAgendada: '',
    horaAgendada: '',
    urgente: false,
    dataUrgente: '',
    horaUrgente: '',
  };
}

export function postToFormValues(post: EditablePost, now: Date = new Date()): PostFormValues {
  const schedule = post.status === 'agendado' ? isoToSaoPauloLocal(post.publicadoEm) : { date: '', time: '' };
  // An urgency already over (the scheduler clears it within seconds) opens as off.
  const urgente = post.status === 'publicado' && isUrgentAt(post.urgenteAte, now);
  const urgentEnd = urgente ? isoToSaoPauloLocal(post.urgenteAte) : { date: '', time: '' };
  return {
    titulo: post.titulo ?? '',
    slug: post.slug ?? '',
    resumo: post.resumo ?? '',
    conteudo: post.conteudo ?? '',
    conteudoJson: post.conteudoJson ?? null,
    categoriaId: post.categoria?.id ? String(post.categoria.id) : '',
    imagemDestaque: post.imagemDestaque || null,
    legenda: post.legenda ?? '',
    galeria: (post.galeria ?? []).map((item) => ({ url: item.url, legenda: item.legenda ?? '' })),
    destaque: post.destaque === true,
    membroEquipeId: post.membroEquipe?.id ? String(post.membroEquipe.id) : '',
    tags: [...(post.tags ?? [])],
    status: post.status,
    dataAgendada: schedule.date,
    horaAgendada: schedule.time,
    urgente,
    dataUrgente: urgentEnd.date,
    horaUrgente: urgentEnd.time,
  };
}

/** The body of POST /postagens (createPostSchema); PUT adds versao. */
export type PostPayload = {
  titulo: string;
  slug: string;
  resumo: string;
  conteudo: string;
  conteudoJson?: unknown;
  categoriaId: number | undefined;
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

export type SavedState = {
  /** Status as last saved; null for a post not created yet. */
  status: PostFormStatus | null;
  publicadoEm: string | null;
};

/**
 * Tiptap's empty document serialises as one empty paragraph, and StarterKit's trailing node adds
 * an empty paragraph after a last block that is not one: neither is text a reader would see.
 */
export function normalizeEditorHtml(html: string): string {
  return html.trim().replace(/(?:<p>\s*<\/p>\s*)+$/, '').trim();
}

/**
 * publicadoEm to send for a status:
 * - agendado: the chosen São Paulo date and time (null when missing: the schema says so);
 * - publicado: the original publication instant when there is one in the past (editing a
 *   published post keeps its date); otherwise null, which the API turns into "now" — a post
 *   that was scheduled for later and is published by hand goes live immediately;
 * - rascunho/arquivado: whatever was stored, untouched.
 */
export function publicationDateFor(values: Pick<PostFormValues, 'status' | 'dataAgendada' | 'horaAgendada'>, saved: SavedState, now: Date = new Date()): string | null {
  if (values.status === 'agendado') return saoPauloLocalToIso(values.dataAgendada, values.horaAgendada);
  const previous = saved.publicadoEm ? parseDateValue(saved.publicadoEm) : null;
  if (values.status === 'publicado') return previous !== null && previous.getTime() <= now.getTime() ? saved.publicadoEm : null;
  return saved.publicadoEm ?? null;
}

/**
 * urgenteAte to send: null unless "Urgente" is on for a published post; the chosen São Paulo date
 * and time otherwise, or '' when they name no instant (the schema then says which field is wrong).
 */
export function urgentEndFor(values: Pick<PostFormValues, 'status' | 'urgente' | 'dataUrgente' | 'horaUrgente'>): string | null {
  if (!values.urgente || values.status !== 'publicado') return null;
  return saoPauloLocalToIso(values.dataUrgente, values.horaUrgente) ?? '';
}

/** What the "Urgente" switch proposes when turned on: now + 2 h, São Paulo time. */
export function defaultUrgentSlot(now: Date = new Date()): LocalDateTime {
  return isoToSaoPauloLocal(defaultUrgentEnd(now));
}

function toId(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function buildPostPayload(values: PostFormValues, saved: SavedState, now: Date = new Date()): PostPayload {
  const payload: PostPayload = {
    titulo: values.titulo.trim(),
    slug: values.slug.trim(),
    resumo: values.resumo.trim(),
    conteudo: normalizeEditorHtml(values.conteudo),
    categoriaId: toId(values.categoriaId),
    imagemDestaque: values.imagemDestaque || null,
    legenda: values.legenda.trim(),
    galeria: values.galeria.map((item) => ({ url: item.url, legenda: item.legenda.trim() })),
    destaque: values.destaque,
    membroEquipeId: toId(values.membroEquipeId) ?? null,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    status: values.status,
    publicadoEm: publicationDateFor(values, saved, now),
    urgenteAte: urgentEndFor(values),
  };
  if (values.conteudoJson !== null && values.conteudoJson !== undefined) payload.conteudoJson = values.conteudoJson;
  return payload;
}

/** What a reader would see differ: trimmed text, the editor's empty document as '', no JSON twin. */
function comparable(values: PostFormValues): unknown {
  return {
    titulo: values.titulo.trim(),
    slug: values.slug.trim(),
    resumo: values.resumo.trim(),
    conteudo: normalizeEditorHtml(values.conteudo),
    categoriaId: values.categoriaId,
    imagemDestaque: values.imagemDestaque || null,
    legenda: values.legenda.trim(),
    galeria: values.galeria.map((item) => [item.url, item.legenda.trim()]),
    destaque: values.destaque,
    membroEquipeId: values.membroEquipeId,
    tags: values.tags,
    status: values.status,
    // The schedule inputs only mean something for a scheduled post.
    agenda: values.status === 'agendado' ? [values.dataAgendada, values.horaAgendada] : null,
    urgente: values.urgente && values.status === 'publicado' ? [values.dataUrgente, values.horaUrgente] : null,
  };
}

export function isPostFormDirty(baseline: PostFormValues, current: PostFormValues): boolean {
  return JSON.stringify(comparable(baseline)) !== JSON.stringify(comparable(current));
}

// ───────────────────────────── status rules ─────────────────────────────

export type SubmitAction = { label: string; status: PostFormStatus; primary: boolean };

/**
 * The form's save buttons. 'Salvar rascunho' is offered while the post has never been public
 * (saving a live post as a draft would take it off the site: that is done with the status
 * select, on purpose). The primary button names what will happen to the chosen status.
 */
export function submitActions(savedStatus: PostFormStatus | null, selected: PostFormStatus): SubmitAction[] {
  const neverPublic = savedStatus === null || savedStatus === 'rascunho';
  let primary: SubmitAction | null;
  switch (selected) {
    case 'rascunho':
      // A draft that was never public offers 'Publicar' beside 'Salvar rascunho', as any CMS does.
      primary = neverPublic ? { label: 'Publicar', status: 'publicado', primary: true } : null;
      break;
    case 'agendado':
      primary = { label: savedStatus === 'agendado' ? 'Atualizar' : 'Agendar', status: 'agendado', primary: true };
      break;
    case 'publicado':
      primary = { label: savedStatus === 'publicado' ? 'Atualizar' : 'Publicar', status: 'publicado', primary: true };
      break;
    case 'arquivado':
      primary = { label: savedStatus === 'arquivado' ? 'Atualizar' : 'Arquivar', status: 'arquivado', primary: true };
      break;
  }
  const draft: SubmitAction = { label: 'Salvar rascunho', status: 'rascunho', primary: primary === null };
  const actions: SubmitAction[] = [];
  if (selected === 'rascunho' || neverPublic) actions.push(draft);
  if (primary) actions.push(primary);
  return actions;
}

/** The success toast of a save: publishing and scheduling say so, anything else is a save. */
export function saveSuccessMessage(before: PostFormStatus | null, after: PostFormStatus, publicadoEm: string | null): string {
  if (after === 'agendado' && publicadoEm) return scheduledMessage(publicadoEm);
  if (after === 'publicado' && before !== 'publicado') return 'Postagem publicada.';
  return 'Postagem salva.';
}

// ───────────────────────────── tags and lists ─────────────────────────────

/**
 * Adds what was typed (commas separate several) to the tag list: trimmed, without repeats
 * (case-insensitive), at most 20 tags of at most 40 characters. The message explains what was
 * left out, if anything.
 */
export function addTags(tags: readonly string[], typed: string): { tags: string[]; error: string | null } {
  const result = [...tags];
  let error: string | null = null;
  for (const raw of typed.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '') continue;
    if (result.some((existing) => existing.toLocaleLowerCase('pt-BR') === tag.toLocaleLowerCase('pt-BR'))) continue;
    if (tag.length > TAG_MAX_LENGTH) {
      error = `Cada tag pode ter no máximo ${TAG_MAX_LENGTH} caracteres.`;
      continue;
    }
    if (result.length >= TAGS_MAX) {
      error = `Use no máximo ${TAGS_MAX} tags.`;
      break;
    }
    result.push(tag);
  }
  return { tags: result, error };
}

/** A copy of the list with the item at `from` moved to `to` (clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  if (target === from) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item);
  return copy;
}

/** Adds picked images to the gallery, skipping ones already in it, up to the 60-image cap. */
export function addToGallery(gallery: readonly GalleryEntry[], urls: readonly string[]): GalleryEntry[] {
  const result = [...gallery];
  for (const url of urls) {
    if (result.length >= GALLERY_MAX) break;
    if (!result.some((item) => item.url === url)) result.push({ url, legenda: '' });
  }
  return result;
}

// ───────────────────────────── counters ─────────────────────────────

/** '1 caractere · 1 palavra', '1.234 caracteres · 210 palavras'. */
export function characterWordLabel(characters: number, words: number): string {
  const format = (n: number) => new Intl.NumberFormat('pt-BR').format(n);
  return `${format(characters)} ${characters === 1 ? 'caractere' : 'caracteres'} · ${format(words)} ${words === 1 ? 'palavra' : 'palavras'}`;
}
