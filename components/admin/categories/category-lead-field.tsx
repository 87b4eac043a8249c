'use client';

import { useAdminSWR } from '@/lib/admin/api';
import { formatDate } from '@/lib/domain/dates';
import type { AdminPostDetail, AdminPostList } from '@/lib/schemas/posts';
import { SelectField } from '@/components/admin/forms/text-fields';

/** How many of the category's latest published posts the select offers. */
export const LEAD_CHOICES = 30;

export const AUTOMATIC_LEAD_LABEL = 'Automático: o último destaque da editoria, ou a notícia mais recente';

/** GET /postagens for the select: the category's published posts, newest first. */
export function leadChoicesPath(categoryId: number): string {
  return `/postagens?categoriaId=${categoryId}&status=publicado&ordenarPor=publicadoEm&direcao=desc&limite=${LEAD_CHOICES}`;
}

type Props = {
  categoryId: number;
  value: number | null;
  onChange: (postId: number | null) => void;
  /** The form's field props (useZodForm().field). */
  id: string;
  inputRef?: (element: HTMLElement | null) => void;
  error?: string;
};

/**
 * "Destaque da editoria": the post that opens the category page, chosen among the
 * category's latest published posts, or the automatic choice. A pinned post that is no longer among
 * them (older, or moved) is still listed, by its title, so saving the form does not drop it.
 */
export function CategoryLeadField({ categoryId, value, onChange, id, inputRef, error }: Props) {
  const { data, error: loadError, isLoading } = useAdminSWR<AdminPostList>(leadChoicesPath(categoryId));
  const posts = data?.dados ?? [];
  const pinnedElsewhere = value !== null && data !== undefined && !posts.some((post) => post.id === value);
  const { data: pinned } = useAdminSWR<AdminPostDetail>(pinnedElsewhere ? `/postagens/${value}` : null);

  return (
    <SelectField
      label="Destaque da editoria"
      id={id}
      inputRef={inputRef}
      error={error}
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
      hint={
        loadError
          ? 'Não foi possível carregar as notícias desta editoria.'
          : isLoading && !data
            ? 'Carregando as notícias da editoria...'
            : 'Abre a página da editoria em tamanho grande. ★ marca as notícias em destaque.'
      }
    >
      <option value="">{AUTOMATIC_LEAD_LABEL}</option>
      {value !== null && !posts.some((post) => post.id === value) && (
        <option value={String(value)}>
          {pinned ? `${pinned.titulo}${pinned.categoria.id !== categoryId || pinned.status !== 'publicado' ? ' (não aparece: fora da editoria ou não publicada)' : ''}` : `Notícia nº ${value}`}
        </option>
      )}
      {posts.map((post) => (
        <option key={post.id} value={String(post.id)}>
          {post.titulo}
          {post.publicadoEm ? ` — ${formatDate(post.publicadoEm)}` : ''}
          {post.destaque ? ' ★' : ''}
        </option>
      ))}
    </SelectField>
  );
}
