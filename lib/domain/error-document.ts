/*
 * The small pt-BR page the front door answers with when it turns a request away before the app
 * (a malformed address, too many searches, the server too busy): no render and no database, so
 * it costs nothing under a flood. Same colours and words as the site's own error page.
 */
export type ErrorDocument = { status: number; title: string; message: string };

export const MALFORMED_ADDRESS: Omit<ErrorDocument, 'status'> = {
  title: 'Endereço inválido',
  message: 'O endereço acessado contém caracteres inválidos. Confira o link ou volte para a página inicial.',
};

export const SERVER_BUSY_MESSAGE = 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.';

export const SERVER_BUSY: Omit<ErrorDocument, 'status'> = {
  title: 'Site com muitos acessos',
  message: `${SERVER_BUSY_MESSAGE} As notícias que você já abriu continuam disponíveis.`,
};

export function tooManySearches(retryAfterSeconds: number): Omit<ErrorDocument, 'status'> {
  const wait = retryAfterSeconds === 1 ? '1 segundo' : `${retryAfterSeconds} segundos`;
  return { title: 'Muitas buscas em pouco tempo', message: `Você fez muitas buscas em pouco tempo. Aguarde ${wait} e tente novamente.` };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

export function errorDocumentHtml({ title, message }: Omit<ErrorDocument, 'status'>): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff}
main{max-width:36rem;padding:5rem 1rem;text-align:center}
h1{font-size:1.875rem;font-weight:900;margin:0 0 1rem}
p{color:#4b5563;line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;border-radius:9999px;background:#1a38a8;color:#fff;font-weight:700;padding:.625rem 1.5rem;text-decoration:none}
a:hover{background:#1f47d1}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="/">Voltar para a página inicial</a>
</main>
</body>
</html>
`;
}
