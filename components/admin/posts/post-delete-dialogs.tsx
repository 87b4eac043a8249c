'use client';

import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import type { AdminPost } from '@/lib/schemas/posts';

/** Titles named in the bulk delete confirmation before the rest is only counted. */
const MAX_CONFIRM_TITLES = 5;

type DeleteProps = { post: AdminPost | null; deleting: boolean; onConfirm: () => void; onCancel: () => void };

/** 'Excluir postagem?': one post, from its row. */
export function DeletePostDialog({ post, deleting, onConfirm, onCancel }: DeleteProps) {
  return (
    <Dialog
      open={post !== null}
      title="Excluir postagem?"
      size="sm"
      onClose={() => !deleting && onCancel()}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={deleting} data-autofocus>
            Cancelar
          </button>
          <button type="button" className={buttonStyles.danger} onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Excluindo…' : 'Excluir'}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">
        “{post?.titulo}” será excluída definitivamente{post?.status === 'publicado' ? ' e sairá do site' : ''}. Esta ação não pode ser desfeita.
      </p>
    </Dialog>
  );
}

type BulkDeleteProps = { open: boolean; posts: AdminPost[]; deleting: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** 'Excluir N postagens?': the selection, its first titles named. */
export function BulkDeleteDialog({ open, posts, deleting, busy, onConfirm, onCancel }: BulkDeleteProps) {
  const published = posts.filter((post) => post.status === 'publicado').length;
  return (
    <Dialog
      open={open}
      title={posts.length === 1 ? 'Excluir 1 postagem?' : `Excluir ${posts.length} postagens?`}
      size="sm"
      onClose={() => !busy && onCancel()}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={busy} data-autofocus>
            Cancelar
          </button>
          <button type="button" className={buttonStyles.danger} onClick={onConfirm} disabled={busy || posts.length === 0}>
            {deleting ? 'Excluindo…' : 'Excluir'}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">
        {posts.length === 1 ? 'Esta postagem será excluída definitivamente' : 'Estas postagens serão excluídas definitivamente'}
        {published === 0 ? '' : published === posts.length ? ' e sairão do site' : ` (${published === 1 ? 'a publicada sairá' : 'as publicadas sairão'} do site)`}. Esta ação
        não pode ser desfeita.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
        {posts.slice(0, MAX_CONFIRM_TITLES).map((post) => (
          <li key={post.id}>{post.titulo}</li>
        ))}
        {posts.length > MAX_CONFIRM_TITLES && <li className="text-muted">e mais {posts.length - MAX_CONFIRM_TITLES}</li>}
      </ul>
    </Dialog>
  );
}
