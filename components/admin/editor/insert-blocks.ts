import type { Editor } from '@tiptap/react';
import { closeHistory } from '@tiptap/pm/history';
import type { Node as PmNode } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import { IMAGE_NODE } from './editor-extensions';
import type { BodyImage } from './upload-image';

/** Position of the `type` node with `src` nearest to `near` (the one just inserted); null when none. */
function lastBlockNear(doc: PmNode, type: string, src: string, near: number): number | null {
  let found: number | null = null;
  doc.descendants((child, pos) => {
    if (child.type.name === type && child.attrs.src === src && (found === null || Math.abs(pos - near) <= Math.abs(found - near))) found = pos;
    return !child.isTextblock;
  });
  return found;
}

/**
 * Inserts blocks (images, a video) at `at` (a drop) or at the cursor, then puts the cursor in a
 * paragraph after the last one, as WordPress and Ghost do: left selected, a block was replaced
 * by the next key typed. The insertion is an undo step of its own, apart from the typing around it.
 */
export function insertBlocks(editor: Editor | null, type: string, blocks: Array<Record<string, unknown> & { src: string }>, at: number | null) {
  if (!editor || editor.isDestroyed || blocks.length === 0) return;
  const nodes = blocks.map((attrs) => ({ type, attrs }));
  const from = at === null ? editor.state.selection.from : Math.max(0, Math.min(at, editor.state.doc.content.size));
  editor
    .chain()
    .focus()
    .insertContentAt(at === null ? editor.state.selection : from, nodes)
    .command(({ tr }) => {
      closeHistory(tr);
      const last = lastBlockNear(tr.doc, type, blocks[blocks.length - 1].src, tr.mapping.map(from));
      if (last === null) return true;
      const after = last + tr.doc.nodeAt(last)!.nodeSize;
      const next = tr.doc.resolve(after).nodeAfter;
      if (!(next?.type.name === 'paragraph' && next.content.size === 0)) tr.insert(after, editor.schema.nodes.paragraph.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .scrollIntoView()
    .run();
  editor.view.dispatch(closeHistory(editor.state.tr));
}

export function insertImages(editor: Editor | null, images: BodyImage[], at: number | null) {
  insertBlocks(
    editor,
    IMAGE_NODE,
    images.map((image) => ({ src: image.src, alt: image.alt || null })),
    at,
  );
}
