'use client';

import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import { CategoryBadge } from '@/components/ui/category-badge';
import { EyeIcon } from '@/components/ui/icons';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatDateTime } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import type { AdminPost, PostStatus } from '@/lib/schemas/posts';
import { UrgentQuickAction } from '@/components/admin/coverage/urgent-quick-action';
import { isUrgentAt } from '@/lib/domain/urgent';
import { SelectAllCheckbox } from './bulk-action-bar';
import { QuickStatus } from './quick-status';
import { postReviewOf, reviewNoticeText } from '@/lib/domain/post-review';
import { ReviewBadge } from './review-badge';

/* The list's rows: a table from md up, cards on a phone, with the same checkbox, status and actions. */

/** The date a row shows: when it went (or goes) public, otherwise when it was last changed. */
export function postDateLabel(post: Pick<AdminPost, 'status' | 'publicadoEm' | 'atualizadoEm'>): { label: string; value: string } {
  if (post.status === 'publicado' && post.publicadoEm) return { label: 'Publicada em', value: post.publicadoEm };
  if (post.status === 'agendado' && post.publicadoEm) return { label: 'Agendada para', value: post.publicadoEm };
  return { label: 'Atualizada em', value: post.atualizadoEm };
}

export type RowsProps = {
  posts: AdminPost[];
  selected: ReadonlySet<number>;
  statusChanges: Readonly<Record<number, PostStatus>>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onStatus: (post: AdminPost, status: PostStatus) => void;
  onDelete: (post: AdminPost) => void;
  /** A row changed in place (its urgency): the list reads its rows again. */
  onChanged?: () => void;
  /** Whether the user may publish: else the quick status offers no 'Publicado'. */
  canPublish?: boolean;
};

function RowActions({ post, onDelete, onChanged, className }: { post: AdminPost; onDelete: (post: AdminPost) => void; onChanged?: () => void; className?: string }) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-1 whitespace-nowrap', className)}>
      {/* 'Ver no site' first: Editar and Excluir keep their place whether it is there or not. */}
      {post.status === 'publicado' && (
        <a href={post.url} target="_blank" rel="noopener noreferrer" className={buttonStyles.ghost}>
          Ver no site<span className="sr-only"> “{post.titulo}” (abre em nova aba)</span>
        </a>
      )}
      {onChanged && <UrgentQuickAction post={post} onChanged={onChanged} />}
      {post.coberturaInicio && (
        <Link href={`/admin/postagens/${post.id}/cobertura`} className={buttonStyles.ghost}>
          Cobertura<span className="sr-only"> de “{post.titulo}”</span>
        </Link>
      )}
      <Link href={`/admin/postagens/${post.id}/editar`} className={buttonStyles.ghost}>
        Editar<span className="sr-only"> “{post.titulo}”</span>
      </Link>
      <button type="button" className={clsx(buttonStyles.ghost, 'text-red-700 hover:bg-red-50')} onClick={() => onDelete(post)}>
        Excluir<span className="sr-only"> “{post.titulo}”</span>
      </button>
    </div>
  );
}

/** "Urgente" and "Ao vivo" beside the title while they last. */
function LiveMarks({ post }: { post: AdminPost }) {
  const urgent = post.status === 'publicado' && isUrgentAt(post.urgenteAte);
  const live = post.coberturaInicio !== null && post.coberturaFim === null;
  return (
    <>
      {urgent && <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 align-middle text-[11px] font-bold uppercase text-white">Urgente</span>}
      {live && <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 align-middle text-[11px] font-bold uppercase text-red-700">Ao vivo</span>}
    </>
  );
}

/** "Aguardando revisão" or "Devolvida" beside the title; a returned post says by whom and why. */
function ReviewMarks({ post, withNotice }: { post: AdminPost; withNotice?: boolean }) {
  const review = postReviewOf(post);
  if (!review) return null;
  return (
    <>
      <ReviewBadge state={review.estado} className="ml-2 align-middle" />
      {withNotice && review.estado === 'devolvida' && (
        <span className="mt-1 block line-clamp-2 text-xs text-orange-900" data-testid="comentario-revisao">
          {reviewNoticeText(review)}
        </span>
      )}
    </>
  );
}

/** The staff author (what the author filter selects by), and the team member who signs it, if any. */
function PostAuthor({ post }: { post: AdminPost }) {
  return (
    <span>
      por <span className="font-semibold text-slate-700">{post.autor.nome}</span>
      {post.membroEquipe && post.membroEquipe.nome !== post.autor.nome && <span>, assinada por {post.membroEquipe.nome}</span>}
    </span>
  );
}

function PostDate({ post }: { post: AdminPost }) {
  const date = postDateLabel(post);
  return (
    <span className="flex flex-col text-sm">
      <span className="text-xs text-muted">{date.label}</span>
      <time dateTime={date.value}>{formatDateTime(date.value)}</time>
    </span>
  );
}

function RowCheckbox({ post, checked, onToggle, className }: { post: AdminPost; checked: boolean; onToggle: RowsProps['onToggle']; className?: string }) {
  return (
    <input
      type="checkbox"
      aria-label={`Selecionar “${post.titulo}”`}
      checked={checked}
      onChange={(event) => onToggle(post.id, event.target.checked)}
      className={clsx('cursor-pointer accent-brand-600', className)}
    />
  );
}

/*
 * Desktop: the title takes the room; category, author and the row's actions sit under it, and
 * the narrow columns (status, date, views) shrink to their content.
 */
export function PostTable({ posts, selected, statusChanges, onToggle, onToggleAll, onStatus, onDelete, onChanged, canPublish }: RowsProps) {
  const count = posts.filter((post) => selected.has(post.id)).length;
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Postagens</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="w-px py-3 pl-4 pr-1">
              <SelectAllCheckbox total={posts.length} selected={count} onChange={onToggleAll} label="Selecionar todas desta página" className="block" />
            </th>
            <th scope="col" className="px-3 py-3">
              Título
            </th>
            <th scope="col" className="w-px px-3 py-3">
              Status
            </th>
            <th scope="col" className="w-px px-3 py-3">
              Data
            </th>
            <th scope="col" className="w-px px-4 py-3 text-right">
              Visualizações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => {
            const checked = selected.has(post.id);
            return (
              <tr key={post.id} className={clsx('align-top', checked ? 'bg-brand-50/60' : 'hover:bg-slate-50')} data-testid="linha-postagem">
                <td className="py-3 pl-4 pr-1">
                  <RowCheckbox post={post} checked={checked} onToggle={onToggle} className="mt-0.5 block h-4 w-4" />
                </td>
                <td className="px-3 py-3">
                  <Link href={`/admin/postagens/${post.id}/editar`} className="font-bold leading-snug text-ink hover:text-brand-700 hover:underline">
                    {post.titulo}
                  </Link>
                  {post.destaque && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 align-middle text-[11px] font-bold uppercase text-brand-700">Destaque</span>}
                  <LiveMarks post={post} />
                  <ReviewMarks post={post} withNotice />
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                    <CategoryBadge nome={post.categoria.nome} cor={post.categoria.cor} />
                    <PostAuthor post={post} />
                    <RowActions post={post} onDelete={onDelete} onChanged={onChanged} className="-my-1 ml-auto" />
                  </div>
                </td>
                <td className="whitespace-nowrap px-3 py-3">
                  <QuickStatus titulo={post.titulo} status={statusChanges[post.id] ?? post.status} pending={post.id in statusChanges} onChange={(status) => onStatus(post, status)} canPublish={canPublish} />
                </td>
                <td className="whitespace-nowrap px-3 py-3">
                  <PostDate post={post} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-slate-700">{formatNumber(post.visualizacoes)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function PostCards({ posts, selected, statusChanges, onToggle, onToggleAll, onStatus, onDelete, onChanged, canPublish }: RowsProps) {
  const count = posts.filter((post) => selected.has(post.id)).length;
  return (
    <div className="flex flex-col gap-3 md:hidden">
      <label className="flex items-center gap-3 px-1 text-sm font-semibold text-slate-700">
        <SelectAllCheckbox total={posts.length} selected={count} onChange={onToggleAll} className="h-5 w-5" />
        Selecionar todas desta página
      </label>
      <ul className="flex flex-col gap-3" aria-label="Postagens">
        {posts.map((post) => {
          const checked = selected.has(post.id);
          const review = postReviewOf(post);
          return (
            <li
              key={post.id}
              className={clsx('flex flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm', checked ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200')}
              data-testid="cartao-postagem"
            >
              <div className="flex flex-wrap items-center gap-2">
                <RowCheckbox post={post} checked={checked} onToggle={onToggle} className="mr-1 h-5 w-5" />
                <QuickStatus titulo={post.titulo} status={statusChanges[post.id] ?? post.status} pending={post.id in statusChanges} onChange={(status) => onStatus(post, status)} canPublish={canPublish} />
                <CategoryBadge nome={post.categoria.nome} cor={post.categoria.cor} />
                <LiveMarks post={post} />
                {review && <ReviewBadge state={review.estado} />}
              </div>
              <Link href={`/admin/postagens/${post.id}/editar`} className="text-base font-bold leading-snug text-ink hover:underline">
                {post.titulo}
              </Link>
              {review?.estado === 'devolvida' && (
                <p className="line-clamp-3 text-sm text-orange-900" data-testid="comentario-revisao">
                  {reviewNoticeText(review)}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                <PostAuthor post={post} />
                <PostDate post={post} />
                <span className="inline-flex items-center gap-1">
                  <EyeIcon className="h-4 w-4" />
                  {formatNumber(post.visualizacoes)}
                  <span className="sr-only"> visualizações</span>
                </span>
              </div>
              <RowActions post={post} onDelete={onDelete} onChanged={onChanged} className="-ml-2" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
