/** XML's predefined entities and numeric character references, decoded (feeds, RSS descriptions). */

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the XML predefined entities and numeric references in one pass, so '&amp;lt;' becomes
 * the text '&lt;' and never '<'. Unknown names and invalid code points are kept as written.
 */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex as string, 16);
    const valid = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff));
    return valid ? String.fromCodePoint(code) : whole;
  });
}
