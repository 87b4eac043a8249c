import { Extension, Node, type AnyExtension } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { Fragment, Slice, type Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { AttrStep, ReplaceAroundStep, ReplaceStep } from '@tiptap/pm/transform';
import StarterKit from '@tiptap/starter-kit';
import ImageResize from 'tiptap-extension-resize-image';
import { youtubeEmbedUrl } from '@/lib/domain/youtube';
import { isAllowedImageSrc, isOwnUpload } from './image-rules';

/*
 * The post editor's schema (SPEC §3 "Rich-text content") with the SPEC §9 defaults kept:
 * StarterKit's shortcuts and input rules, code-block tab size 4 without tab indentation, undo
 * history of 100 steps grouped after 500 ms, links opening in a new tab with
 * rel 'noopener noreferrer nofollow', resizable and alignable images, a character count.
 */

/** The node name tiptap-extension-resize-image registers (setImage inserts this type). */
export const IMAGE_NODE = 'imageResize';

/** A YouTube video embedded in the text ("Inserir vídeo"). */
export const VIDEO_NODE = 'youtubeVideo';

/** Tiptap's own placeholder is 'Write something …' (SPEC §9); the product speaks pt-BR. */
export const DEFAULT_PLACEHOLDER = 'Escreva o texto da notícia…';

export const CODE_LANGUAGES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'plaintext', label: 'Texto simples' },
  { value: 'bash', label: 'Bash / terminal' },
  { value: 'css', label: 'CSS' },
  { value: 'html', label: 'HTML' },
  { value: 'java', label: 'Java' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'json', label: 'JSON' },
  { value: 'php', label: 'PHP' },
  { value: 'python', label: 'Python' },
  { value: 'sql', label: 'SQL' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'xml', label: 'XML' },
];

function imageSrcIn(node: PmNode | Fragment, accept: (src: unknown) => boolean): boolean {
  let refused = false;
  node.descendants((child) => {
    if (refused) return false;
    if (child.type.name === IMAGE_NODE && !accept(child.attrs.src)) refused = true;
    // Images are blocks: no need to look inside paragraphs and headings.
    return !child.isTextblock;
  });
  return refused;
}

/** True when a transaction would put an image with a refused source (data:, blob:…) in the text. */
export function bringsRefusedImage(tr: Transaction): boolean {
  return tr.steps.some((step) => {
    if (step instanceof ReplaceStep || step instanceof ReplaceAroundStep) return imageSrcIn(step.slice.content, isAllowedImageSrc);
    if (step instanceof AttrStep) return step.attr === 'src' && !isAllowedImageSrc(step.value);
    return false;
  });
}

function withoutForeignImages(fragment: Fragment): { fragment: Fragment; removed: number } {
  let removed = 0;
  const children: PmNode[] = [];
  fragment.forEach((child) => {
    if (child.type.name === IMAGE_NODE && !isOwnUpload(child.attrs.src)) {
      removed += 1;
      return;
    }
    if (child.isTextblock || child.childCount === 0) {
      children.push(child);
      return;
    }
    const inner = withoutForeignImages(child.content);
    removed += inner.removed;
    children.push(child.copy(inner.fragment));
  });
  return { fragment: Fragment.fromArray(children), removed };
}

/** Pasted or dropped content keeps only images of our media library; the count of the others. */
export function stripForeignImages(slice: Slice): { slice: Slice; removed: number } {
  const { fragment, removed } = withoutForeignImages(slice.content);
  if (removed === 0) return { slice, removed };
  try {
    return { slice: new Slice(fragment, slice.openStart, slice.openEnd), removed };
  } catch {
    return { slice: Slice.empty, removed };
  }
}

/** Events the extensions send on the editable element, for the React component around them. */
export const LINK_SHORTCUT_EVENT = 'sintonia:atalho-link';
export const FOREIGN_IMAGES_EVENT = 'sintonia:imagens-removidas';

/**
 * The image node of tiptap-extension-resize-image (containerStyle/wrapperStyle attributes,
 * alignment and resize) made strict about sources: its own HTML rule would read base64 images,
 * so it is replaced, and a guard refuses any transaction that would insert one anyway (the
 * Markdown-style ![](…) input rule, pasted JSON, commands).
 */
function safeImage() {
  return ImageResize.extend({
    parseHTML() {
      return [
        {
          tag: 'img[src]:not(figure img)',
          getAttrs: (element: HTMLElement) => (isAllowedImageSrc(element.getAttribute('src')) ? null : false),
        },
      ];
    },
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('sintonia-image-sources'),
          filterTransaction: (tr) => !tr.docChanged || !bringsRefusedImage(tr),
          props: {
            transformPasted: (slice, view) => {
              const result = stripForeignImages(slice);
              if (result.removed > 0) view.dom.dispatchEvent(new CustomEvent(FOREIGN_IMAGES_EVENT, { detail: result.removed }));
              return result.slice;
            },
          },
        }),
      ];
    },
  }).configure({ allowBase64: false, minWidth: 80 });
}

/** The frame a video block is read from: the element itself, or the frame inside the wrapper. */
function frameOf(element: HTMLElement): Element | null {
  return element.matches('iframe') ? element : element.querySelector('iframe');
}

/** The site's embed address (youtube-nocookie) of a YouTube frame; null for any other frame. */
function embedSrcOf(element: HTMLElement): string | null {
  return youtubeEmbedUrl(frameOf(element)?.getAttribute('src') ?? '');
}

/**
 * A YouTube embed as one block: written as the frame the published page plays (the sanitiser keeps
 * youtube-nocookie frames only), and read back from that frame or from a bare YouTube iframe.
 */
const YoutubeVideo = Node.create({
  name: VIDEO_NODE,
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null, parseHTML: embedSrcOf } };
  },
  parseHTML() {
    return [
      // Only YouTube frames become video blocks; the address itself is read by the src attribute.
      { tag: 'div[data-youtube-video]', getAttrs: (element: HTMLElement) => (embedSrcOf(element) === null ? false : null) },
      { tag: 'iframe[src]', getAttrs: (element: HTMLElement) => (embedSrcOf(element) === null ? false : null) },
    ];
  },
  renderHTML({ node }) {
    return [
      'div',
      { 'data-youtube-video': '' },
      ['iframe', { src: node.attrs.src as string, title: 'Vídeo do YouTube', allowfullscreen: 'true', loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin' }],
    ];
  },
});

export function buildExtensions(options: { placeholder: string }): AnyExtension[] {
  const { placeholder } = options;
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      codeBlock: { defaultLanguage: null, tabSize: 4, enableTabIndentation: false },
      undoRedo: { depth: 100, newGroupDelay: 500 },
      // StarterKit bundles Link: it is switched off here and configured below.
      link: false,
    }),
    // Link's built-in href check allows exactly SPEC §5's protocols (LINK_PROTOCOLS) plus relative
    // addresses, on parse, render and setLink alike; the dialog checks the same list first.
    // Not inclusive: Tiptap makes the mark inclusive whenever autolink is on, so what was
    // typed at a link's end (". Fim") became part of it. Autolinking a typed address still works:
    // its plugin marks the word when the space after it is typed.
    Link.extend({ inclusive: () => false }).configure({
      defaultProtocol: 'https',
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    safeImage(),
    YoutubeVideo,
    CharacterCount,
    Placeholder.configure({ placeholder }),
    Extension.create({
      name: 'sintoniaLinkShortcut',
      addKeyboardShortcuts() {
        return {
          'Mod-k': () => {
            this.editor.view.dom.dispatchEvent(new CustomEvent(LINK_SHORTCUT_EVENT));
            return true;
          },
        };
      },
    }),
  ];
}
