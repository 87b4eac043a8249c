'use client';

import { useId, useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import clsx from 'clsx';
import { CODE_LANGUAGES, IMAGE_NODE } from './editor-extensions';
import { IMAGE_ALIGN_OPTIONS, IMAGE_WIDTH_OPTIONS, imageContainerStyle, pixelWidth, readImageLayout, type ImageLayout } from './image-rules';
import {
  BoldIcon,
  BreakIcon,
  BulletListIcon,
  ClearIcon,
  CodeBlockIcon,
  CodeIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  MoreIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  RuleIcon,
  StrikeIcon,
  TaskListIcon,
  UnderlineIcon,
  UndoIcon,
  VideoIcon,
} from './toolbar-icons';
import { ToolButton } from './tool-button';

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** What the toolbar shows; recomputed per transaction, re-rendered only when it changes. */
export function selectToolbarState(editor: Editor) {
  const heading = HEADING_LEVELS.find((level) => editor.isActive('heading', { level })) ?? 0;
  const image = editor.isActive(IMAGE_NODE);
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    code: editor.isActive('code'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    orderedStart: Number(editor.getAttributes('orderedList').start ?? 1) || 1,
    taskList: editor.isActive('taskList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    language: (editor.getAttributes('codeBlock').language as string | null) ?? '',
    heading,
    image,
    imageLayout: image ? readImageLayout(editor.getAttributes(IMAGE_NODE).containerStyle as string | null) : null,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type ToolbarProps = {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onVideo: () => void;
};

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-slate-200" />;
}

const selectClass = 'h-9 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800';

/**
 * The formatting toolbar, sticky at the top of the editor. It wraps instead of scrolling, so no
 * tool is ever out of sight: the everyday ones (undo, paragraph style, bold, italic, link, lists,
 * quote, image, video) always show; the rest show where the editor is wide enough (a 36rem
 * container query) and, narrower, behind "Mais ferramentas", in place in their groups.
 */
export function EditorToolbar({ editor, onLink, onImage, onVideo }: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => selectToolbarState(current) });
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const chain = () => editor.chain().focus();
  // display: contents keeps the extra tools in their groups' places when they show.
  const extra = moreOpen ? 'contents' : 'hidden @xl:contents';

  const setBlockType = (value: string) => {
    const level = Number(value);
    if (level === 0) chain().setParagraph().run();
    else chain().setHeading({ level: level as HeadingLevel }).run();
  };

  const setLanguage = (value: string) => {
    const language = value || null;
    if (editor.isActive('codeBlock')) chain().updateAttributes('codeBlock', { language }).run();
    else chain().setCodeBlock(language ? { language } : undefined).run();
  };

  const setImageLayout = (change: Partial<ImageLayout>) => {
    const current = readImageLayout(editor.getAttributes(IMAGE_NODE).containerStyle as string | null);
    const next = { ...current, ...change };
    chain()
      .updateAttributes(IMAGE_NODE, { containerStyle: imageContainerStyle(next), width: pixelWidth(next.width) })
      .run();
  };

  const widthOptions = [...IMAGE_WIDTH_OPTIONS];
  const currentWidth = state.imageLayout?.width ?? '';
  if (currentWidth && !widthOptions.some((option) => option.value === currentWidth)) {
    widthOptions.push({ value: currentWidth, label: `Personalizada (${currentWidth})` });
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatação do texto"
      className="@container sticky top-14 z-10 flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-white/95 px-2 py-1.5 backdrop-blur lg:top-0"
    >
      <ToolButton label="Desfazer" shortcut="Ctrl+Z" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon />
      </ToolButton>
      <ToolButton label="Refazer" shortcut="Ctrl+Shift+Z" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon />
      </ToolButton>
      <Separator />
      <select
        aria-label="Estilo do parágrafo"
        title="Estilo do parágrafo (Ctrl+Alt+0 a 6)"
        value={String(state.heading)}
        onChange={(event) => setBlockType(event.target.value)}
        className={selectClass}
      >
        <option value="0">Parágrafo</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={level}>
            Título {level}
          </option>
        ))}
      </select>
      <Separator />
      <ToolButton label="Negrito" shortcut="Ctrl+B" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <BoldIcon />
      </ToolButton>
      <ToolButton label="Itálico" shortcut="Ctrl+I" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <ItalicIcon />
      </ToolButton>
      <span id={`${moreId}-marcas`} className={extra}>
        <ToolButton label="Sublinhado" shortcut="Ctrl+U" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <UnderlineIcon />
        </ToolButton>
        <ToolButton label="Tachado" shortcut="Ctrl+Shift+S" pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
          <StrikeIcon />
        </ToolButton>
        <ToolButton label="Código" shortcut="Ctrl+E" pressed={state.code} onClick={() => chain().toggleCode().run()}>
          <CodeIcon />
        </ToolButton>
      </span>
      <ToolButton label="Link" shortcut="Ctrl+K" pressed={state.link} onClick={onLink}>
        <LinkIcon />
      </ToolButton>
      <span id={`${moreId}-limpar`} className={extra}>
        <ToolButton label="Limpar formatação" onClick={() => chain().unsetAllMarks().clearNodes().run()}>
          <ClearIcon />
        </ToolButton>
      </span>
      <Separator />
      <ToolButton label="Lista com marcadores" shortcut="Ctrl+Shift+8" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <BulletListIcon />
      </ToolButton>
      <ToolButton label="Lista numerada" shortcut="Ctrl+Shift+7" pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <OrderedListIcon />
      </ToolButton>
      {state.orderedList && (
        <label className="flex shrink-0 items-center gap-1 px-1 text-xs font-semibold text-slate-600">
          Começa em
          <input
            type="number"
            min={1}
            max={9999}
            value={state.orderedStart}
            onChange={(event) => {
              const start = Math.max(1, Math.min(9999, Math.trunc(Number(event.target.value)) || 1));
              editor.chain().updateAttributes('orderedList', { start }).run();
            }}
            className="h-9 w-16 rounded-md border border-slate-300 px-2 text-sm"
          />
        </label>
      )}
      <span id={`${moreId}-tarefas`} className={extra}>
        <ToolButton label="Lista de tarefas" shortcut="Ctrl+Shift+9" pressed={state.taskList} onClick={() => chain().toggleTaskList().run()}>
          <TaskListIcon />
        </ToolButton>
      </span>
      <ToolButton label="Citação" shortcut="Ctrl+Shift+B" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <QuoteIcon />
      </ToolButton>
      <Separator />
      <ToolButton label="Inserir imagem" onClick={onImage}>
        <ImageIcon />
      </ToolButton>
      <ToolButton label="Inserir vídeo" onClick={onVideo}>
        <VideoIcon />
      </ToolButton>
      {state.image && state.imageLayout && (
        <>
          <select
            aria-label="Alinhamento da imagem"
            value={state.imageLayout.align ?? ''}
            onChange={(event) => setImageLayout({ align: (event.target.value || null) as ImageLayout['align'] })}
            className={selectClass}
          >
            <option value="">Alinhamento padrão</option>
            {IMAGE_ALIGN_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Largura da imagem"
            value={currentWidth}
            onChange={(event) => setImageLayout({ width: event.target.value })}
            className={selectClass}
          >
            {widthOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
      <span id={`${moreId}-blocos`} className={extra}>
        <ToolButton label="Linha horizontal" onClick={() => chain().setHorizontalRule().run()}>
          <RuleIcon />
        </ToolButton>
        <ToolButton label="Quebra de linha" shortcut="Shift+Enter" onClick={() => chain().setHardBreak().run()}>
          <BreakIcon />
        </ToolButton>
        <Separator />
        <ToolButton label="Bloco de código" shortcut="Ctrl+Alt+C" pressed={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
          <CodeBlockIcon />
        </ToolButton>
        <select
          aria-label="Linguagem do bloco de código"
          title="Linguagem do bloco de código (escolher uma cria o bloco)"
          value={state.codeBlock ? state.language : ''}
          onChange={(event) => setLanguage(event.target.value)}
          className={selectClass}
        >
          <option value="">Sem linguagem</option>
          {CODE_LANGUAGES.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        aria-label={moreOpen ? 'Menos ferramentas' : 'Mais ferramentas'}
        title={moreOpen ? 'Menos ferramentas' : 'Mais ferramentas'}
        aria-expanded={moreOpen}
        aria-controls={['marcas', 'limpar', 'tarefas', 'blocos'].map((group) => `${moreId}-${group}`).join(' ')}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setMoreOpen((open) => !open)}
        className={clsx(
          'inline-flex h-9 min-w-9 shrink-0 items-center justify-center rounded-md px-1.5 text-slate-700 hover:bg-slate-100 @xl:hidden',
          moreOpen && 'bg-brand-100 text-brand-900',
        )}
      >
        <MoreIcon />
      </button>
    </div>
  );
}
