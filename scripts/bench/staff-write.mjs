// The staff write that makes the public pages cold: PUT /api/v1/categorias/:id renaming a category
// that every page shows in its header, back and forth between its name and the name plus a
// marker, so each write is a real change and the next page can be checked for it (the slug is
// sent unchanged: no address moves). restore() puts the original name back.

const MARKER = ' (bench)';
const htmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * Signs in (BENCH_EMAIL / BENCH_PASSWORD, the demo admin by default) and picks the first category
 * whose name appears on the home page. Throws with the reason when that is not possible.
 */
export async function staffWriter(base, { email, password }) {
  const login = await json(
    await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
    `login de ${email}`,
  );
  const headers = { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' };
  const categories = await json(await fetch(`${base}/api/v1/categorias`, { headers }), 'GET /api/v1/categorias');
  const home = await (await fetch(`${base}/`)).text();
  const category = categories.find((item) => item.nome.length + MARKER.length <= 80 && home.includes(htmlEscape(item.nome)));
  if (!category) throw new Error('nenhuma categoria aparece na página inicial');
  const original = category.nome;
  const changed = original + MARKER;
  let current = original;

  async function put(nome) {
    const body = { nome, slug: category.slug, descricao: category.descricao ?? '', cor: category.cor, imagem: category.imagem, ordem: category.ordem };
    const response = await fetch(`${base}/api/v1/categorias/${category.id}`, { method: 'PUT', headers, body: JSON.stringify(body) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`PUT /api/v1/categorias/${category.id}: HTTP ${response.status}`);
    current = nome;
  }

  return {
    category,
    /** Writes the other name; returns a check that tells whether a page's HTML shows the new one. */
    async toggle() {
      const next = current === original ? changed : original;
      await put(next);
      const marked = htmlEscape(changed);
      return next === changed ? (html) => html.includes(marked) : (html) => !html.includes(marked);
    },
    async restore() {
      if (current !== original) await put(original);
    },
  };
}
