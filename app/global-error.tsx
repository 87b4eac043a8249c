'use client';

/** Last resort when the root layout itself fails: same texts as the page-level boundary (SPEC §8). */
export default function GlobalError() {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ maxWidth: 560, padding: 24, textAlign: 'center' }}>
          <h1>Oops! Algo deu errado</h1>
          <p>Ocorreu um erro inesperado. Por favor, recarregue a página ou tente novamente mais tarde.</p>
          <button type="button" onClick={() => window.location.reload()} style={{ padding: '10px 24px', fontWeight: 700 }}>
            Recarregar página
          </button>
        </main>
      </body>
    </html>
  );
}
