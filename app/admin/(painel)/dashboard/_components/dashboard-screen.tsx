'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import type { Dashboard, DashboardLogEntry, DashboardTopPost } from '@/lib/schemas/dashboard';
import { describeActivity } from '@/lib/domain/activity';
import { formatDateTime } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import { useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { CategoryBadge } from '@/components/ui/category-badge';
import { ExternalIcon, PlusIcon, UploadIcon } from '@/components/admin/shell/panel-icons';
import { ListenerFiguresSection } from './listener-figures';

type Card = { key: keyof Dashboard['contagens']; label: string; href?: string; tone: string };

const CARDS: Card[] = [
  // Review before publishing: the editors' queue (an author's own posts waiting, for an author).
  { key: 'aguardandoRevisao', label: 'Aguardando revisão', href: '/admin/postagens?revisao=pendente', tone: 'border-violet-500' },
  { key: 'publicadas', label: 'Publicadas', href: '/admin/postagens?status=publicado', tone: 'border-emerald-500' },
  { key: 'agendadas', label: 'Agendadas', href: '/admin/postagens?status=agendado', tone: 'border-sky-500' },
  { key: 'rascunhos', label: 'Rascunhos', href: '/admin/postagens?status=rascunho', tone: 'border-amber-500' },
  { key: 'visualizacoesHoje', label: 'Visualizações hoje', tone: 'border-brand-500' },
  { key: 'visualizacoes7Dias', label: 'Visualizações em 7 dias', tone: 'border-brand-700' },
  { key: 'votos', label: 'Votos em enquetes', href: '/admin/enquetes', tone: 'border-fuchsia-500' },
];

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
// Base and colours apart: two bg-*/text-* utilities on one element are decided by CSS order, not class order.
const shortcutBase = 'inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-bold shadow-sm';
const shortcutClass = clsx(shortcutBase, 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700');
const shortcutPrimaryClass = clsx(shortcutBase, 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700');

function Shortcuts() {
  return (
    <div className="flex flex-wrap gap-2">
      <Link href="/admin/postagens/nova" className={shortcutPrimaryClass}>
        <PlusIcon className="h-4 w-4" />
        Nova postagem
      </Link>
      <Link href="/admin/midia" className={shortcutClass}>
        <UploadIcon className="h-4 w-4" />
        Enviar mídia
      </Link>
      <a href="/" target="_blank" rel="noopener noreferrer" className={shortcutClass}>
        <ExternalIcon className="h-4 w-4" />
        Ver site
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </div>
  );
}

function CountCard({ card, value }: { card: Card; value: number | null }) {
  const body = (
    <>
      <p className="text-sm font-semibold text-slate-600">{card.label}</p>
      <p className="mt-1 text-3xl font-black tabular-nums text-ink">{value === null ? <span className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200" /> : formatNumber(value)}</p>
    </>
  );
  const className = clsx('block rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm', card.tone);
  // A link while the figure loads too: a click on a card that is still counting is not lost.
  return card.href ? (
    <Link href={card.href} className={clsx(className, 'hover:shadow-md')} data-testid={`contagem-${card.key}`}>
      {body}
    </Link>
  ) : (
    <div className={className} data-testid={`contagem-${card.key}`}>
      {body}
    </div>
  );
}

function TopPosts({ posts }: { posts: DashboardTopPost[] }) {
  if (posts.length === 0) return <p className="text-sm text-slate-500">Nenhuma postagem publicada ainda.</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-100">
      {posts.map((post, index) => (
        <li key={post.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <span aria-hidden className="mt-0.5 w-5 shrink-0 text-lg font-black text-slate-300">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <Link href={`/admin/postagens/${post.id}/editar`} className="font-bold text-ink hover:text-brand-700 hover:underline">
              {post.titulo}
            </Link>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
              <CategoryBadge nome={post.categoria.nome} cor={post.categoria.cor} />
              <span>{formatNumber(post.visualizacoes)} {post.visualizacoes === 1 ? 'visualização' : 'visualizações'}</span>
              <a href={post.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                Ver no site
                <ExternalIcon className="h-3.5 w-3.5" />
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Activity({ entries }: { entries: DashboardLogEntry[] }) {
  // Relative times are the browser's (DESIGN "Caching"), refreshed every minute.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (entries.length === 0) return <p className="text-sm text-slate-500">Nenhuma atividade registrada ainda.</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {entries.map((entry) => {
        const { ator, acao, titulo, quando } = describeActivity(entry, now);
        return (
          <li key={entry.id} className="py-2.5 text-sm text-slate-700 first:pt-0 last:pb-0">
            <span className="font-bold text-ink">{ator}</span> {acao}
            {titulo && (
              <>
                {' '}
                <span className="font-semibold text-ink">«{titulo}»</span>
              </>
            )}{' '}
            — <time dateTime={entry.criadoEm} title={formatDateTime(entry.criadoEm)} className="text-slate-500">{quando}</time>
          </li>
        );
      })}
    </ul>
  );
}

/** The panel's first screen: counts, most read posts, recent activity, listener figures and shortcuts. */
export function DashboardScreen() {
  const user = useStoredUser();
  const { data, error, isLoading, mutate } = useAdminSWR<Dashboard>('/dashboard');
  const firstName = user?.nome.split(/\s+/)[0];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-black text-ink">Dashboard</h1>
          {firstName && <p className="mt-1 text-slate-600">Olá, {firstName}! {user?.papel === 'autor' ? 'Estes são os números das suas postagens.' : 'Este é o resumo da redação.'}</p>}
        </div>
        <Shortcuts />
      </div>

      {error && !data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Não foi possível carregar o dashboard. {error.message}</p>
          <button type="button" onClick={() => void mutate()} className="rounded-md bg-white px-3 py-1.5 text-sm font-bold text-red-800 shadow-sm hover:bg-red-100">
            Tentar novamente
          </button>
        </div>
      ) : (
        <>
          <section aria-label="Números" aria-busy={isLoading} className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
            {/* A station backend without review (API_URL) sends no queue count: no card for it. */}
            {CARDS.filter((card) => !data || typeof data.contagens[card.key] === 'number').map((card) => (
              <CountCard key={card.key} card={card} value={data ? data.contagens[card.key] : null} />
            ))}
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <section className={sectionClass} aria-labelledby="mais-lidas">
              <h2 id="mais-lidas" className="mb-4 text-lg font-black text-ink">
                Mais lidas
              </h2>
              {data ? <TopPosts posts={data.maisLidas} /> : <p className="text-sm text-slate-500">Carregando...</p>}
            </section>
            <section className={sectionClass} aria-labelledby="atividade-recente">
              <h2 id="atividade-recente" className="mb-4 text-lg font-black text-ink">
                Atividade recente
              </h2>
              {data ? <Activity entries={data.atividade} /> : <p className="text-sm text-slate-500">Carregando...</p>}
            </section>
          </div>

          <ListenerFiguresSection className={sectionClass} />
        </>
      )}
    </div>
  );
}
