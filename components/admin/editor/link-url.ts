/**
 * The link dialog's address check. SPEC §5/§9 editor default: an href must use http, https,
 * ftp, ftps, mailto, tel, callto, sms, cid or xmpp, or be relative. Messages are pt-BR.
 */

export const LINK_PROTOCOLS = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const PROTOCOL_MESSAGE = 'Use um endereço http, https, ftp, ftps, mailto, tel, callto, sms, cid ou xmpp, ou um caminho relativo (como /noticias).';

/**
 * Trims and checks what the author typed. Two friendly completions: 'www.…' gets https:// and a
 * bare e-mail address gets mailto:. Anything else without a scheme is a relative address.
 */
export function checkLinkUrl(input: string): LinkCheck {
  let href = input.trim();
  if (href === '') return { ok: false, message: 'Informe o endereço do link.' };
  if (/\s/.test(href)) return { ok: false, message: 'O endereço não pode conter espaços.' };
  if (/^www\./i.test(href)) href = `https://${href}`;
  else if (EMAIL.test(href)) href = `mailto:${href}`;
  else if (href.startsWith('//')) return { ok: false, message: 'Inclua o protocolo: https://…' };

  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return { ok: true, href };
  if (!(LINK_PROTOCOLS as readonly string[]).includes(scheme)) return { ok: false, message: PROTOCOL_MESSAGE };

  if (scheme === 'http' || scheme === 'https' || scheme === 'ftp' || scheme === 'ftps') {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return { ok: false, message: 'Endereço inválido. Exemplo: https://www.exemplo.com.br/pagina' };
    }
    // A web address needs a real host name: 'https://exemplo' or 'https://' alone is a typo.
    if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) {
      return { ok: false, message: 'Endereço inválido. Exemplo: https://www.exemplo.com.br/pagina' };
    }
  } else if (href.slice(scheme.length + 1).replace(/^\/+/, '') === '') {
    return { ok: false, message: 'Complete o endereço depois de “' + scheme + ':”.' };
  }
  return { ok: true, href };
}
