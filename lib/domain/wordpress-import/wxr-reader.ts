/**
 * A streaming reader of WordPress exports (WXR 1.0–1.2): text goes in chunk by chunk, and each
 * child of <channel> (an author, a category, an item…) comes out as a small tree once it is
 * complete, so a file of hundreds of megabytes is never held whole. It reads the XML WordPress
 * writes and nothing more: DOCTYPE and ENTITY declarations are refused outright (no entity
 * expansion can happen), only the predefined entities and character references are decoded, the
 * root must be <rss> binding wp:, content:, excerpt: and dc: to WordPress's namespaces, and
 * nesting and markup sizes are bounded.
 */

import { decodeXmlEntities } from '../xml-entities';

export type XmlNode = {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
  /** Past the size limit: its later text and children were not kept. */
  oversized?: boolean;
};

export type WxrErrorCode =
  | 'ARQUIVO_VAZIO'
  | 'NAO_E_XML'
  | 'NAO_E_WXR'
  | 'ESPACO_DE_NOMES'
  | 'DECLARACOES_PROIBIDAS'
  | 'XML_INVALIDO'
  | 'CODIFICACAO'
  | 'UTF8_INVALIDO'
  | 'ARQUIVO_GRANDE';

/** Why a whole file is refused (nothing of it is imported). */
export class WxrError extends Error {
  constructor(
    readonly codigo: WxrErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WxrError';
  }
}

export function isWxrError(error: unknown): error is WxrError {
  return error instanceof WxrError;
}

const EXPORT_HINT = 'Gere o arquivo de novo no WordPress, em Ferramentas → Exportar → Todo o conteúdo.';

export const WXR_MESSAGES = {
  empty: `O arquivo está vazio. ${EXPORT_HINT}`,
  notXml: `O arquivo não é um XML. Envie o arquivo .xml exportado pelo WordPress. ${EXPORT_HINT}`,
  notWxr: (detail: string) => `O arquivo não é uma exportação do WordPress (WXR): ${detail}. ${EXPORT_HINT}`,
  namespace: (prefix: string, found: string, expected: string) =>
    `O arquivo não é uma exportação do WordPress válida: o prefixo ${prefix}: aponta para “${found}”, e não para “${expected}”. ${EXPORT_HINT}`,
  declarations:
    'O arquivo traz declarações DOCTYPE ou ENTITY, que uma exportação do WordPress não tem. Por segurança ele não foi lido, e nada foi importado.',
  invalid: (line: number, detail: string) => `O arquivo não é um XML válido (linha ${line.toLocaleString('pt-BR')}): ${detail}. ${EXPORT_HINT}`,
  encoding: (name: string) => `O arquivo declara a codificação ${name}; o importador lê só UTF-8, que é a que o WordPress usa ao exportar. ${EXPORT_HINT}`,
  utf8: (byte: number) => `O arquivo não está em UTF-8 válido (byte ${byte.toLocaleString('pt-BR')}). ${EXPORT_HINT}`,
  tooLarge: (size: number, cap: number) => `O arquivo tem ${sizeText(size)}; o limite é ${sizeText(cap)}. Exporte por partes no WordPress (por período ou por autor) e importe uma de cada vez.`,
} as const;

/** '512 KB', '180,5 MB', '2 GB' (1 KB = 1024 bytes). */
export function sizeText(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** The namespaces a WXR file binds, by prefix: WordPress's own (any of 1.0–1.2) and two of RSS's. */
export const WXR_NAMESPACES: ReadonlyArray<{ prefix: string; expected: string; accepts: RegExp }> = [
  { prefix: 'wp', expected: 'http://wordpress.org/export/1.2/', accepts: /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/$/ },
  { prefix: 'excerpt', expected: 'http://wordpress.org/export/1.2/excerpt/', accepts: /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/excerpt\/$/ },
  { prefix: 'content', expected: 'http://purl.org/rss/1.0/modules/content/', accepts: /^http:\/\/purl\.org\/rss\/1\.0\/modules\/content\/$/ },
  { prefix: 'dc', expected: 'http://purl.org/dc/elements/1.1/', accepts: /^http:\/\/purl\.org\/dc\/elements\/1\.1\/$/ },
];

export type WxrReaderOptions = {
  /** Called with each complete child of <channel>, in file order. */
  onElement: (node: XmlNode) => void;
  /** Characters one child of <channel> may hold (an item with its body); past it, it is `oversized`. */
  maxElementChars?: number;
};

/** An item past this is no news story: 32 M characters (a post body is at most 500 000). */
export const DEFAULT_MAX_ELEMENT_CHARS = 32 * 1024 * 1024;
/** A start tag with its attributes, a processing instruction: never this long in a real export. */
const MAX_MARKUP_CHARS = 64 * 1024;
const MAX_DEPTH = 64;
const MAX_ATTRIBUTES = 64;

const NAME = String.raw`[A-Za-z_][\w.\-]*(?::[A-Za-z_][\w.\-]*)?`;
const START_TAG = new RegExp(String.raw`<(${NAME})((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(/?)>`, 'y');
const ATTRIBUTE = /([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const END_TAG = new RegExp(String.raw`^(${NAME})\s*$`);
const XML_DECLARATION = /^<\?xml\s/;
const ENCODING = /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/;

type Mode = 'text' | 'cdata' | 'comment';

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

export class WxrReader {
  private buffer = '';
  private mode: Mode = 'text';
  private readonly stack: string[] = [];
  /** The tree being built for the current child of <channel>: [that child, …its open descendants]. */
  private readonly capture: XmlNode[] = [];
  private captured = 0;
  private sawRoot = false;
  private sawChannel = false;
  private rootClosed = false;
  private sawAnything = false;
  private linesBefore = 0;
  private readonly maxElementChars: number;

  constructor(private readonly options: WxrReaderOptions) {
    this.maxElementChars = options.maxElementChars ?? DEFAULT_MAX_ELEMENT_CHARS;
  }

  write(chunk: string): void {
    if (chunk.length === 0) return;
    this.buffer = this.buffer.length > 0 ? this.buffer + chunk : chunk;
    this.process(false);
  }

  /** The file ended: what was left open is an error. */
  end(): void {
    this.process(true);
    if (!this.sawAnything) throw new WxrError('ARQUIVO_VAZIO', WXR_MESSAGES.empty);
    if (this.mode !== 'text' || this.stack.length > 0) this.fail('o arquivo termina no meio de um elemento (ele foi cortado?)');
    if (!this.sawChannel) throw new WxrError('NAO_E_WXR', WXR_MESSAGES.notWxr('falta o elemento <channel>'));
  }

  private line(at: number): number {
    return this.linesBefore + countNewlines(this.buffer, 0, at) + 1;
  }

  private fail(detail: string, at = 0): never {
    throw new WxrError('XML_INVALIDO', WXR_MESSAGES.invalid(this.line(at), detail));
  }

  private process(final: boolean): void {
    const buffer = this.buffer;
    const length = buffer.length;
    let at = 0;
    while (at < length) {
      if (this.mode === 'cdata') {
        const close = buffer.indexOf(']]>', at);
        if (close === -1) {
          // Keep the last two characters: they may begin the ']]>' that ends it.
          const keep = final ? length : Math.max(at, length - 2);
          this.text(buffer, at, keep, true);
          at = keep;
          break;
        }
        this.text(buffer, at, close, true);
        at = close + 3;
        this.mode = 'text';
        continue;
      }
      if (this.mode === 'comment') {
        const close = buffer.indexOf('-->', at);
        if (close === -1) {
          at = final ? length : Math.max(at, length - 2);
          break;
        }
        at = close + 3;
        this.mode = 'text';
        continue;
      }
      const open = buffer.indexOf('<', at);
      if (open === -1) {
        // An entity cut by the chunk's end waits for the rest of it.
        let cut = length;
        const amp = buffer.lastIndexOf('&');
        if (!final && amp >= at && length - amp < 16 && buffer.indexOf(';', amp) === -1) cut = amp;
        this.text(buffer, at, cut, false);
        at = cut;
        break;
      }
      if (open > at) {
        this.text(buffer, at, open, false);
        at = open;
      }
      const rest = length - at;
      if (!final && rest < 9) {
        const head = buffer.slice(at);
        if ('<![CDATA['.startsWith(head) || '<!--'.startsWith(head) || head === '<') break;
      }
      const next = buffer.charCodeAt(at + 1);
      if (buffer.startsWith('<!--', at)) {
        this.sawAnything = true;
        this.mode = 'comment';
        at += 4;
        continue;
      }
      if (buffer.startsWith('<![CDATA[', at)) {
        if (this.stack.length === 0) this.fail('há uma seção CDATA fora do elemento raiz', at);
        this.mode = 'cdata';
        at += 9;
        continue;
      }
      if (next === 0x21 /* ! */) throw new WxrError('DECLARACOES_PROIBIDAS', WXR_MESSAGES.declarations);
      if (next === 0x3f /* ? */) {
        const close = buffer.indexOf('?>', at + 2);
        if (close === -1) {
          if (final || rest > MAX_MARKUP_CHARS) this.fail('uma instrução <? … ?> não termina', at);
          break;
        }
        this.instruction(buffer.slice(at, close + 2));
        at = close + 2;
        continue;
      }
      if (next === 0x2f /* / */) {
        const close = buffer.indexOf('>', at + 2);
        if (close === -1) {
          if (final || rest > MAX_MARKUP_CHARS) this.fail('uma marca de fechamento não termina', at);
          break;
        }
        const name = END_TAG.exec(buffer.slice(at + 2, close));
        if (!name) this.fail('uma marca de fechamento está malformada', at);
        this.close(name[1], at);
        at = close + 1;
        continue;
      }
      START_TAG.lastIndex = at;
      const tag = START_TAG.exec(buffer);
      if (!tag) {
        // Maybe only cut by the chunk's end: wait for more, up to a tag's reasonable size.
        if (!final && rest <= MAX_MARKUP_CHARS) break;
        if (!this.sawAnything) throw new WxrError('NAO_E_XML', WXR_MESSAGES.notXml);
        this.fail('há uma marca malformada', at);
      }
      this.open(tag[1], tag[2], tag[3] === '/', at);
      at = START_TAG.lastIndex;
    }
    this.linesBefore += countNewlines(buffer, 0, at);
    this.buffer = at >= length ? '' : buffer.slice(at);
  }

  private instruction(text: string): void {
    if (!XML_DECLARATION.test(text)) return;
    if (this.sawAnything) this.fail('a declaração <?xml … ?> não está no início');
    this.sawAnything = true;
    const encoding = ENCODING.exec(text);
    const name = (encoding?.[1] ?? encoding?.[2] ?? 'UTF-8').trim();
    if (!/^utf-?8$/i.test(name)) throw new WxrError('CODIFICACAO', WXR_MESSAGES.encoding(name));
  }

  private text(buffer: string, from: number, to: number, cdata: boolean): void {
    if (to <= from) return;
    const top = this.capture[this.capture.length - 1];
    if (!top) {
      // Outside any item: only whitespace may stand between the root's elements.
      const raw = buffer.slice(from, to);
      if (raw.trim() === '') return;
      if (!this.sawAnything) throw new WxrError('NAO_E_XML', WXR_MESSAGES.notXml);
      if (this.stack.length === 0) this.fail('há texto fora do elemento raiz', from);
      return;
    }
    const root = this.capture[0];
    if (root.oversized) return;
    this.captured += to - from;
    if (this.captured > this.maxElementChars) {
      root.oversized = true;
      return;
    }
    const raw = buffer.slice(from, to);
    top.text += cdata ? raw : raw.includes('&') ? decodeXmlEntities(raw) : raw;
  }

  private attributes(source: string, at: number): Record<string, string> {
    const attrs: Record<string, string> = {};
    let count = 0;
    for (const match of source.matchAll(ATTRIBUTE)) {
      count += 1;
      if (count > MAX_ATTRIBUTES) this.fail('uma marca tem atributos demais', at);
      const value = match[2] ?? match[3] ?? '';
      attrs[match[1]] = value.includes('&') ? decodeXmlEntities(value) : value;
    }
    return attrs;
  }

  private open(name: string, rawAttributes: string, selfClosing: boolean, at: number): void {
    if (this.stack.length >= MAX_DEPTH) this.fail('há elementos aninhados demais', at);
    const depth = this.stack.length;
    if (depth === 0) {
      if (this.rootClosed) this.fail('há mais de um elemento raiz', at);
      this.sawAnything = true;
      if (name !== 'rss') throw new WxrError('NAO_E_WXR', WXR_MESSAGES.notWxr(`o elemento raiz é <${name}>, e não <rss>`));
      this.checkNamespaces(this.attributes(rawAttributes, at));
      this.sawRoot = true;
    } else if (depth === 1) {
      if (name === 'channel') this.sawChannel = true;
    } else if (depth === 2 && this.stack[1] === 'channel') {
      const node: XmlNode = { name, attrs: this.attributes(rawAttributes, at), children: [], text: '' };
      this.capture.length = 0;
      this.capture.push(node);
      this.captured = rawAttributes.length;
    } else if (this.capture.length > 0) {
      const root = this.capture[0];
      const node: XmlNode = { name, attrs: root.oversized ? {} : this.attributes(rawAttributes, at), children: [], text: '' };
      if (!root.oversized) {
        this.captured += rawAttributes.length + name.length;
        if (this.captured > this.maxElementChars) root.oversized = true;
        else this.capture[this.capture.length - 1].children.push(node);
      }
      this.capture.push(node);
    }
    this.stack.push(name);
    if (selfClosing) this.close(name, at);
  }

  private close(name: string, at: number): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) this.fail(`a marca </${name}> fecha um elemento que não foi aberto`, at);
    if (top !== name) this.fail(`a marca </${name}> fecha <${top}>`, at);
    this.stack.pop();
    if (this.stack.length === 0) this.rootClosed = true;
    if (this.capture.length === 0) return;
    const node = this.capture.pop()!;
    if (this.capture.length === 0) this.options.onElement(node);
  }

  private checkNamespaces(attrs: Record<string, string>): void {
    const wp = attrs['xmlns:wp'];
    if (wp === undefined) throw new WxrError('NAO_E_WXR', WXR_MESSAGES.notWxr('falta o espaço de nomes wp: (http://wordpress.org/export/1.2/)'));
    for (const { prefix, expected, accepts } of WXR_NAMESPACES) {
      const found = attrs[`xmlns:${prefix}`];
      // excerpt: came with WXR 1.1; the others are in every export.
      if (found === undefined && prefix === 'excerpt') continue;
      if (found === undefined) throw new WxrError('ESPACO_DE_NOMES', WXR_MESSAGES.namespace(prefix, '(nenhum)', expected));
      if (!accepts.test(found.trim())) throw new WxrError('ESPACO_DE_NOMES', WXR_MESSAGES.namespace(prefix, found.trim().slice(0, 200), expected));
    }
  }
}

// ---- reading the trees ----

/** The first child named `name`. */
export function childNode(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((child) => child.name === name);
}

export function childNodes(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The text of the first child named `name` ('' when absent). */
export function childText(node: XmlNode, name: string): string {
  return childNode(node, name)?.text ?? '';
}
