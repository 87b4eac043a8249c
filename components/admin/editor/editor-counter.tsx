'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { characterWordLabel } from '@/lib/domain/post-form';

/** 'N caracteres · M palavras' (CharacterCount). Mounted with the editor so its first reading is right. */
export function EditorCounter({ editor }: { editor: Editor }) {
  const counts = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ characters: current.storage.characterCount.characters(), words: current.storage.characterCount.words() }),
  });
  return (
    <span aria-live="polite" data-testid="contagem-texto">
      {characterWordLabel(counts.characters, counts.words)}
    </span>
  );
}
