'use client';

import { useId } from 'react';
import dynamic from 'next/dynamic';
import type { EditorOutput } from '@/components/admin/editor/rich-text-editor';
import { FIELD_IDS, FieldError, errorId } from './form-field';
import type { EditorSeed } from './use-post-draft';

// Tiptap and ProseMirror load only here, in the panel, and only in the browser.
const RichTextEditor = dynamic(() => import('@/components/admin/editor/rich-text-editor'), {
  ssr: false,
  loading: () => (
    <p className="rounded-lg border border-slate-300 bg-white px-6 py-10 text-sm text-muted" role="status">
      Carregando editor…
    </p>
  ),
});

export type PostTextFieldProps = {
  /** The text the editor starts from; a new key mounts it again (a restored draft). */
  seed: EditorSeed;
  error?: string;
  onChange: (output: EditorOutput) => void;
  /** The editor has loaded its text, with its own serialisation of it. */
  onReady: (output: EditorOutput) => void;
};

/** The post's text: the rich text editor under its heading. */
export function PostTextField({ seed, error, onChange, onReady }: PostTextFieldProps) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-1">
      <h2 id={headingId} className="text-sm font-bold text-ink">
        Texto
      </h2>
      <RichTextEditor
        key={seed.key}
        initialJson={seed.json as EditorOutput['json'] | null}
        initialHtml={seed.html}
        onChange={onChange}
        onReady={onReady}
        id={FIELD_IDS.conteudo}
        labelledBy={headingId}
        describedBy={error ? errorId('conteudo') : undefined}
        invalid={Boolean(error)}
      />
      <FieldError field="conteudo" message={error} />
    </div>
  );
}
