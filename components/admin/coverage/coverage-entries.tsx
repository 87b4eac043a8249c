'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import clsx from 'clsx';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import type { EditorOutput } from '@/components/admin/editor/rich-text-editor';
import { buttonStyles } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { normalizeEditorHtml } from '@/lib/domain/post-form';
import type { AdminCoverageEntry } from '@/lib/schemas/live-coverage';

// Tiptap loads only here, in the panel, and only in the browser (the post form's editor, whole:
// text, images from the media library, YouTube embeds).
const RichTextEditor = dynamic(() => import('@/components/admin/editor/rich-text-editor'), {
  ssr: false,
  loading: () => (
    <p className="rounded-lg border border-slate-300 bg-white px-6 py-8 text-sm text-muted" role="status">
      Carregando editor…
    </p>
  ),
});

/** A new entry: the editor, "Fixar no topo" and the button. The editor starts empty again after each one. */
export function Composer({ postId, onSent }: { postId: number; onSent: () => Promise<unknown> }) {
  const toast = useToast();
  const [html, setHtml] = useState('');
  const [pinned, setPinned] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const send = async () => {
    const conteudo = normalizeEditorHtml(html);
    if (!conteudo) {
      setError('Escreva o texto da atualização.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await adminFetch<AdminCoverageEntry>(`/postagens/${postId}/atualizacoes`, { method: 'POST', json: { conteudo, fixada: pinned } });
      toast({ type: 'success', title: 'Atualização publicada.' });
      setHtml('');
      setPinned(false);
      setRound((n) => n + 1);
      await onSent();
    } catch (failure) {
      const message = apiErrorMessage(failure, 'Tente novamente.');
      setError(message);
      toast({ type: 'error', title: 'Não foi possível publicar a atualização.', message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="nova-atualizacao" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="nova-atualizacao" className="text-sm font-black uppercase tracking-wide text-slate-600">
        Nova atualização
      </h2>
      <RichTextEditor
        key={round}
        initialHtml=""
        placeholder="Escreva a atualização…"
        onChange={({ html: next }: EditorOutput) => {
          setHtml(next);
          setError(null);
        }}
        id="campo-atualizacao"
        labelledBy="nova-atualizacao"
        describedBy={error ? 'campo-atualizacao-erro' : undefined}
        invalid={Boolean(error)}
      />
      {error && (
        <p id="campo-atualizacao-erro" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} className="h-4 w-4 accent-brand-600" />
          Fixar no topo
        </label>
        <button type="button" className={buttonStyles.primary} disabled={sending} onClick={() => void send()}>
          {sending ? 'Publicando…' : 'Publicar atualização'}
        </button>
      </div>
    </section>
  );
}

/** One entry of the list: its time, show and author; pin, edit in place, delete. */
export function EntryRow({ postId, entry, onChanged, onDelete }: { postId: number; entry: AdminCoverageEntry; onChanged: () => Promise<unknown>; onDelete: (entry: AdminCoverageEntry) => void }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [html, setHtml] = useState(entry.conteudo);
  const [busy, setBusy] = useState(false);

  const patch = async (json: { conteudo?: string; fixada?: boolean }, success: string) => {
    setBusy(true);
    try {
      await adminFetch<AdminCoverageEntry>(`/postagens/${postId}/atualizacoes/${entry.id}`, { method: 'PATCH', json });
      toast({ type: 'success', title: success });
      setEditing(false);
      await onChanged();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível alterar a atualização.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={clsx('flex flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm', entry.fixada ? 'border-red-300' : 'border-slate-200')} data-testid="atualizacao">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={entry.criadoEm} className="font-bold text-ink">
          {formatDateTime(entry.criadoEm)}
        </time>
        {entry.programa && <span className="text-muted">{entry.programa}</span>}
        {entry.autor && <span className="text-muted">por {entry.autor.nome}</span>}
        {entry.fixada && <span className="rounded bg-red-50 px-1.5 py-0.5 text-[11px] font-bold uppercase text-red-700">Fixada</span>}
      </div>
      {editing ? (
        <>
          <span id={`rotulo-atualizacao-${entry.id}`} className="sr-only">
            Texto da atualização de {formatDateTime(entry.criadoEm)}
          </span>
          <RichTextEditor initialHtml={entry.conteudo} onChange={({ html: next }: EditorOutput) => setHtml(next)} labelledBy={`rotulo-atualizacao-${entry.id}`} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void patch({ conteudo: normalizeEditorHtml(html) }, 'Atualização corrigida.')}>
              {busy ? 'Salvando…' : 'Salvar'}
            </button>
            <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => setEditing(false)}>
              Cancelar
            </button>
          </div>
        </>
      ) : (
        <div id={`atualizacao-${entry.id}`} className="post-body text-sm" dangerouslySetInnerHTML={{ __html: entry.conteudo }} />
      )}
      {!editing && (
        <div className="-ml-2 flex flex-wrap gap-1">
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={busy}
            onClick={() => void patch({ fixada: !entry.fixada }, entry.fixada ? 'Atualização desafixada.' : 'Atualização fixada no topo.')}
          >
            {entry.fixada ? 'Desafixar' : 'Fixar no topo'}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={() => setEditing(true)}>
            Editar
          </button>
          <button type="button" className={clsx(buttonStyles.ghost, 'text-red-700 hover:bg-red-50')} onClick={() => onDelete(entry)}>
            Excluir
          </button>
        </div>
      )}
    </li>
  );
}
