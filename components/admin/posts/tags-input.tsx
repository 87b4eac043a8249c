'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { CloseIcon } from '@/components/ui/icons';
import { TAGS_MAX, addTags } from '@/lib/domain/post-form';
import { FIELD_IDS, errorId } from './form-field';

type TagsInputProps = {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
};

/** Chips: Enter or a comma adds what was typed, Backspace in the empty box removes the last tag. */
export function TagsInput({ tags, onChange, error }: TagsInputProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = `${FIELD_IDS.tags}-dica`;

  const commit = (typed: string) => {
    const result = addTags(tags, typed);
    setProblem(result.error);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText('');
  };

  const message = error ?? problem ?? undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={FIELD_IDS.tags} className="text-sm font-bold text-ink">
        Tags
      </label>
      <div
        className={clsx(
          'flex flex-wrap items-center gap-1.5 rounded-md border bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-500',
          message ? 'border-red-500' : 'border-slate-300',
        )}
      >
        <ul className="contents" aria-label="Tags da postagem">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-sm font-semibold text-brand-900">
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                className="rounded-full p-0.5 hover:bg-brand-100"
                aria-label={`Remover tag ${tag}`}
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={FIELD_IDS.tags}
          type="text"
          value={text}
          enterKeyHint="enter"
          onChange={(event) => {
            const value = event.target.value;
            // A comma (typed or pasted) closes the tags before it.
            if (value.includes(',')) {
              const last = value.lastIndexOf(',');
              commit(value.slice(0, last));
              setText(value.slice(last + 1));
            } else {
              setText(value);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (text.trim()) commit(text);
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              event.preventDefault();
              onChange(tags.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim()) commit(text);
          }}
          disabled={tags.length >= TAGS_MAX && text === ''}
          placeholder={tags.length === 0 ? 'Digite e tecle Enter ou vírgula' : ''}
          aria-describedby={clsx(hintId, message && errorId('tags'))}
          aria-invalid={message ? true : undefined}
          className="min-w-[8rem] flex-1 border-0 bg-transparent px-1 py-1 text-sm outline-none"
        />
      </div>
      <p id={hintId} className="text-xs text-muted">
        Até {TAGS_MAX} tags. Enter ou vírgula adiciona; Backspace no campo vazio remove a última.
      </p>
      {message && (
        <p id={errorId('tags')} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
