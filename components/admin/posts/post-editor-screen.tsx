'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/link';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { getStoredUser, subscribeSession } from '@/lib/admin/session';
import { parseId } from '@/lib/domain/ids';
import { buttonStyles } from '@/components/ui/button-styles';
import { PostForm } from './post-form';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import type { TeamOption } from '@/lib/schemas/team';

type Loaded = { key: string; post: AdminPostDetail | null; error: AdminApiError | Error | null };

const storedName = () => getStoredUser()?.nome ?? '';
const noName = () => '';

function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center" role="alert">
      <p className="text-lg font-bold text-ink">{title}</p>
      {children}
      <Link href="/admin/postagens" className={buttonStyles.secondary}>
        Voltar às postagens
      </Link>
    </div>
  );
}

/**
 * Loads what the post form needs (categories, team members and, when editing, the post) and
 * shows it. `id` absent: a new post. Reloading (after a version conflict) fetches the post
 * again and starts a fresh form with the current version.
 */
export function PostEditorScreen({ id }: { id?: string }) {
  const userName = useSyncExternalStore(subscribeSession, storedName, noName);
  const categories = useAdminSWR<CategoryOption[]>('/categorias');
  const team = useAdminSWR<TeamOption[]>('/equipe/opcoes');
  // Optional too: without it 'Publicar no Facebook' says it is checking and stays off.
  const facebook = useAdminSWR<FacebookAvailability>('/integracoes/facebook/disponivel');
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // A new post the autosave created is reloaded by its id, though the page is still /nova.
  const [createdId, setCreatedId] = useState<string | undefined>(undefined);
  const postId = id ?? createdId;
  const validId = parseId(postId) !== null;
  const key = `${postId ?? 'nova'}:${reloads}`;

  useEffect(() => {
    if (!validId) return;
    let cancelled = false;
    adminFetch<AdminPostDetail>(`/postagens/${postId}`)
      .then((post) => !cancelled && setLoaded({ key, post, error: null }))
      .catch((error: unknown) => !cancelled && setLoaded({ key, post: null, error: error instanceof Error ? error : new Error('Falha ao carregar.') }));
    return () => {
      cancelled = true;
    };
  }, [postId, validId, key]);

  if (id !== undefined && !validId) return <Message title="Postagem não encontrada." />;

  const current = loaded?.key === key ? loaded : null;
  if (current?.error) {
    const status = current.error instanceof AdminApiError ? current.error.status : 0;
    if (status === 404) return <Message title="Postagem não encontrada." />;
    if (status === 403) return <Message title="Você não tem permissão para editar esta postagem." />;
    return (
      <Message title="Não foi possível carregar a postagem.">
        <p className="text-sm text-muted">{current.error.message}</p>
        <button type="button" className={buttonStyles.primary} onClick={() => setReloads((n) => n + 1)}>
          Tentar novamente
        </button>
      </Message>
    );
  }
  if (categories.error && !categories.data) {
    return (
      <Message title="Não foi possível carregar as categorias.">
        <p className="text-sm text-muted">{categories.error.message}</p>
        <button type="button" className={buttonStyles.primary} onClick={() => void categories.mutate()}>
          Tentar novamente
        </button>
      </Message>
    );
  }
  // The team list is optional for the form: without it the select only offers "Nenhum".
  const teamReady = team.data !== undefined || team.error !== undefined;
  if (!categories.data || !teamReady || (validId && !current)) {
    return (
      <p className="px-4 py-16 text-center text-sm text-muted" role="status">
        Carregando postagem…
      </p>
    );
  }

  return (
    <PostForm
      key={key}
      post={current?.post ?? null}
      categories={categories.data}
      team={team.data ?? []}
      userName={userName}
      onReload={(savedId) => {
        if (id === undefined && savedId !== undefined) setCreatedId(String(savedId));
        setReloads((n) => n + 1);
      }}
      facebook={facebook.data ?? null}
    />
  );
}
