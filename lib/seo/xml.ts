/**
 * A small XML writer for the discovery files (sitemaps, RSS). Every text and attribute value goes
 * through escapeXml, so data can never break the markup; no CDATA is ever written.
 */

import { formatInTimeZone } from 'date-fns-tz/formatInTimeZone';
import { TIMEZONE } from '@/lib/domain/constants';

export type XmlAttributes = Readonly<Record<string, string | number | null | undefined>>;
export type XmlChild = XmlElement | string | number | null | undefined | false;
export type XmlChildren = ReadonlyArray<XmlChild | XmlChildren>;

export interface XmlElement {
  readonly name: string;
  readonly attributes: XmlAttributes;
  readonly children: readonly (XmlElement | string)[];
}

const XML_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

// Code points XML 1.0 forbids even when escaped (C0 controls, lone surrogates, U+FFFE/FFFF):
// a title pasted from a word processor must not make the whole feed unreadable.
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe for both element content and attribute values. */
export function escapeXml(value: string | number): string {
  return String(value)
    .replace(INVALID_XML_CHARS, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** An element; null/undefined/false children and attributes are left out. */
export function xml(name: string, attributes: XmlAttributes | null, ...children: XmlChildren): XmlElement {
  if (!XML_NAME.test(name)) throw new Error(`Nome de elemento XML inválido: ${name}`);
  for (const key of Object.keys(attributes ?? {})) {
    if (!XML_NAME.test(key)) throw new Error(`Nome de atributo XML inválido: ${key}`);
  }
  const flat: (XmlElement | string)[] = [];
  const collect = (items: XmlChildren) => {
    for (const child of items) {
      if (Array.isArray(child)) collect(child);
      else if (child === null || child === undefined || child === false) continue;
      else flat.push(typeof child === 'number' ? String(child) : (child as XmlElement | string));
    }
  };
  collect(children);
  return { name, attributes: attributes ?? {}, children: flat };
}

function renderAttributes(attributes: XmlAttributes): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

function renderElement(element: XmlElement, depth: number): string {
  const open = `${element.name}${renderAttributes(element.attributes)}`;
  if (element.children.length === 0) return `<${open}/>`;
  const onlyElements = element.children.every((child) => typeof child !== 'string');
  if (!onlyElements) {
    // Text (or mixed) content stays on one line: indentation would change the text.
    const inner = element.children.map((child) => (typeof child === 'string' ? escapeXml(child) : renderElement(child, 0))).join('');
    return `<${open}>${inner}</${element.name}>`;
  }
  const indent = '  '.repeat(depth + 1);
  const inner = element.children.map((child) => `${indent}${renderElement(child as XmlElement, depth + 1)}`).join('\n');
  return `<${open}>\n${inner}\n${'  '.repeat(depth)}</${element.name}>`;
}

/** A whole UTF-8 document, declaration included. */
export function renderXmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root, 0)}\n`;
}

/** RFC 822 date as RSS 2.0 wants it (four-digit year, GMT): 'Tue, 02 Jan 2024 13:00:00 GMT'. */
export function rfc822Date(date: Date): string {
  return date.toUTCString();
}

/** W3C Datetime (sitemaps, Google News) in the station's time zone: '2024-01-02T10:00:00-03:00'. */
export function w3cDateTime(date: Date): string {
  return formatInTimeZone(date, TIMEZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}
