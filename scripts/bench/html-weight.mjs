// What a page's HTML weighs, uncompressed, and how much of it is the inline RSC payload (the
// `self.__next_f.push(…)` scripts React hydrates from): the part of a render that crosses to the
// client a second time, beside the markup.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** { htmlKb, rscKb } of an HTML text (KB = 1024 bytes of UTF-8). */
export function htmlWeightOf(html) {
  let rscBytes = 0;
  for (const match of html.matchAll(INLINE_SCRIPT)) if (match[1].includes('self.__next_f')) rscBytes += Buffer.byteLength(match[1]);
  return { htmlKb: Buffer.byteLength(html) / 1024, rscKb: rscBytes / 1024 };
}

/** The weight of the page at `url`, asked without compression. */
export async function htmlWeight(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return htmlWeightOf(await response.text());
}
