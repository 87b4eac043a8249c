'use client';

import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor, type JSONContent } from '@tiptap/react';
import clsx from 'clsx';
import { ChooseMedia } from '@/components/admin/posts/media-choice';
import { useToast } from '@/components/ui/toast-provider';
import { youtubeEmbedUrl } from '@/lib/domain/youtube';
import { EditorCounter } from './editor-counter';
import { DEFAULT_PLACEHOLDER, FOREIGN_IMAGES_EVENT, LINK_SHORTCUT_EVENT, VIDEO_NODE, buildExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { insertBlocks, insertImages } from './insert-blocks';
import { LinkDialog, type LinkDialogResult } from './link-dialog';
import { bodyImageFromMedia, fileProblem, uploadBodyImage } from './upload-image';
import { VideoDialog } from './video-dialog';
import styles from './rich-text-editor.module.css';

export type EditorOutput = { html: string; json: JSONContent; text: string };

export type RichTextEditorProps = {
  /** The editor's own document (conteudoJson): reopens losslessly. Preferred over initialHtml. */
  initialJson?: JSONContent | null;
  initialHtml?: string | null;
  onChange: (output: EditorOutput) => void;
  /** The initial content as the editor serialises it: the form's baseline for "unsaved changes". */
  onReady?: (output: EditorOutput) => void;
  placeholder?: string;
  /** id of the editable area, so a label or an error summary can point at it. */
  id?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
};

type LinkState = { open: boolean; href: string; askText: boolean };
type Upload = { name: string; percent: number };

function isDocument(value: unknown): value is JSONContent {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';
}

function output(editor: Editor): EditorOutput {
  // SPEC §3: plain text has its blocks separated by a blank line.
  return { html: editor.getHTML(), json: editor.getJSON(), text: editor.getText({ blockSeparator: '\n\n' }) };
}

function imageFiles(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []);
}

const DATA_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/gi;

/**
 * The post body editor (Tiptap 3). Loaded only inside the staff panel, through next/dynamic.
 * Images enter only through the media library: the toolbar opens the picker (upload or
 * library), pasted or dropped files are uploaded to POST /midia, and base64 images are refused.
 */
export function RichTextEditor({ initialJson, initialHtml, onChange, onReady, placeholder = DEFAULT_PLACEHOLDER, id, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const toast = useToast();
  const [link, setLink] = useState<LinkState>({ open: false, href: '', askText: false });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);

  // The editor is created once; what it calls back must always reach the latest props.
  const callbacks = useRef({
    onChange,
    onReady,
    toast,
    openLink: () => {},
    uploadFiles: (() => {}) as (files: File[], at: number | null) => void,
    insertVideo: (() => {}) as (src: string) => void,
  });
  useEffect(() => {
    callbacks.current.onChange = onChange;
    callbacks.current.onReady = onReady;
    callbacks.current.toast = toast;
  });

  const editor = useEditor({
    // Next renders this on the server first: the editor appears after hydration (STACK.md gotcha 8).
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: buildExtensions({ placeholder }),
    content: isDocument(initialJson) ? initialJson : initialHtml || '',
    editorProps: {
      attributes: {
        class: clsx('post-body mx-auto min-h-[320px] px-4 py-5 focus:outline-none sm:px-6', styles.content),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Texto da postagem' }),
      },
      handlePaste: (view, event) => {
        const files = imageFiles(event.clipboardData);
        if (files.length > 0) {
          event.preventDefault();
          callbacks.current.uploadFiles(files, null);
          return true;
        }
        // A YouTube link pasted on a line of its own becomes the player, as in WordPress; in a sentence it stays a link.
        const { $from, empty } = view.state.selection;
        const video = empty && $from.parent.type.name === 'paragraph' && $from.parent.content.size === 0 ? youtubeEmbedUrl(event.clipboardData?.getData('text/plain') ?? '') : null;
        if (video === null) return false;
        event.preventDefault();
        callbacks.current.insertVideo(video);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = imageFiles(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        callbacks.current.uploadFiles(files, at);
        return true;
      },
      transformPastedHTML: (html) => {
        const refused = html.match(DATA_IMAGE)?.length ?? 0;
        if (refused > 0) {
          callbacks.current.toast({
            type: 'warning',
            title: refused === 1 ? 'Uma imagem em base64 foi recusada.' : `${refused} imagens em base64 foram recusadas.`,
            message: 'Envie a imagem pela biblioteca de mídia: use o botão Inserir imagem.',
          });
        }
        return html;
      },
    },
    onCreate: ({ editor: created }) => callbacks.current.onReady?.(output(created)),
    onUpdate: ({ editor: updated }) => callbacks.current.onChange(output(updated)),
  });

  // Ctrl+K and the pasted images left out arrive as events from the extensions.
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    const onLinkShortcut = () => callbacks.current.openLink();
    const onForeignImages = (event: Event) => {
      const count = Number((event as CustomEvent<number>).detail) || 1;
      callbacks.current.toast({
        type: 'warning',
        title: count === 1 ? 'Uma imagem colada foi removida.' : `${count} imagens coladas foram removidas.`,
        message: 'Imagens entram no texto pela biblioteca de mídia: use o botão Inserir imagem.',
      });
    };
    dom.addEventListener(LINK_SHORTCUT_EVENT, onLinkShortcut);
    dom.addEventListener(FOREIGN_IMAGES_EVENT, onForeignImages);
    return () => {
      dom.removeEventListener(LINK_SHORTCUT_EVENT, onLinkShortcut);
      dom.removeEventListener(FOREIGN_IMAGES_EVENT, onForeignImages);
    };
  }, [editor]);

  // Error state changes after creation: kept on the editable element by hand (not an editor option).
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, invalid, describedBy]);

  useEffect(() => {
    callbacks.current.insertVideo = (src) => insertBlocks(editor, VIDEO_NODE, [{ src }], null);
    callbacks.current.openLink = () => {
      if (!editor) return;
      const href = (editor.getAttributes('link').href as string | undefined) ?? '';
      setLink({ open: true, href, askText: editor.state.selection.empty && !editor.isActive('link') });
    };
    callbacks.current.uploadFiles = (files, at) => {
      void (async () => {
        let position = at;
        for (const file of files) {
          const problem = fileProblem(file);
          if (problem) {
            callbacks.current.toast({ type: 'error', title: `Não foi possível enviar “${file.name || 'imagem'}”.`, message: problem });
            continue;
          }
          setUpload({ name: file.name || 'imagem', percent: 0 });
          try {
            const image = await uploadBodyImage(file, (percent) => setUpload({ name: file.name || 'imagem', percent }));
            insertImages(editor, [image], position);
            // The next images follow the one just inserted.
            position = null;
          } catch (error) {
            const message = error instanceof Error ? error.message : 'Tente novamente.';
            callbacks.current.toast({ type: 'error', title: `Não foi possível enviar “${file.name || 'imagem'}”.`, message });
          } finally {
            setUpload(null);
          }
        }
      })();
    };
  });

  const applyLink = (result: LinkDialogResult) => {
    setLink((current) => ({ ...current, open: false }));
    if (!editor) return;
    if (link.askText) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: result.text || result.href, marks: [{ type: 'link', attrs: { href: result.href } }] })
        // Typing after the new link continues as plain text.
        .unsetMark('link')
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: result.href }).run();
    }
  };

  const removeLink = () => {
    setLink((current) => ({ ...current, open: false }));
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className={clsx('rounded-lg border bg-white', invalid ? 'border-red-500' : 'border-slate-300', styles.editor)} data-testid="editor-texto">
      {editor ? (
        <EditorToolbar editor={editor} onLink={() => callbacks.current.openLink()} onImage={() => setPickerOpen(true)} onVideo={() => setVideoOpen(true)} />
      ) : (
        <div className="h-12 border-b border-slate-200 bg-slate-50" aria-hidden="true" />
      )}
      {upload && (
        <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-sm text-amber-900">
          Enviando “{upload.name}” para a biblioteca de mídia… {upload.percent}%
        </p>
      )}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <p className="px-6 py-5 text-sm text-muted" role="status">
          Carregando editor…
        </p>
      )}
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-1.5 text-xs text-muted">
        <span>Cole ou arraste imagens para enviá-las à biblioteca de mídia.</span>
        {editor && <EditorCounter editor={editor} />}
      </div>
      <LinkDialog
        open={link.open}
        initialHref={link.href}
        askText={link.askText}
        onApply={applyLink}
        onRemove={removeLink}
        onClose={() => {
          setLink((current) => ({ ...current, open: false }));
          editor?.commands.focus();
        }}
      />
      <VideoDialog
        open={videoOpen}
        onInsert={(src) => {
          setVideoOpen(false);
          callbacks.current.insertVideo(src);
        }}
        onClose={() => {
          setVideoOpen(false);
          editor?.commands.focus();
        }}
      />
      <ChooseMedia
        open={pickerOpen}
        title="Inserir imagem no texto"
        onClose={() => setPickerOpen(false)}
        onPick={(items) => {
          setPickerOpen(false);
          insertImages(editor, items.map(bodyImageFromMedia), null);
        }}
      />
    </div>
  );
}

export default RichTextEditor;
