import type { DiffPart, TextDiff } from '@/lib/domain/text-diff';

function Parts({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        const space = index > 0 ? ' ' : '';
        if (part.tipo === 'removido') {
          return (
            <span key={index}>
              {space}
              <del className="rounded-sm bg-red-100 px-0.5 text-red-900 decoration-red-700">{part.texto}</del>
            </span>
          );
        }
        if (part.tipo === 'inserido') {
          return (
            <span key={index}>
              {space}
              <ins className="rounded-sm bg-emerald-100 px-0.5 text-emerald-950 no-underline">{part.texto}</ins>
            </span>
          );
        }
        return (
          <span key={index}>
            {space}
            {part.texto}
          </span>
        );
      })}
    </>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-xs font-bold uppercase tracking-wide text-slate-600">{label}</h3>
      {children}
    </section>
  );
}

/**
 * The text of a version against the form's: inline, word by word. What only the version has is
 * struck through in red (<del>), what only the form has is green (<ins>).
 */
export function RevisionDiff({ diff }: { diff: TextDiff }) {
  return (
    <div className="flex flex-col gap-4 text-sm text-ink" data-testid="diferencas">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          <del className="rounded-sm bg-red-100 px-0.5 text-red-900">Riscado em vermelho</del>: só nesta versão
        </span>
        <span>
          <ins className="rounded-sm bg-emerald-100 px-0.5 text-emerald-950 no-underline">Em verde</ins>: só no texto atual do formulário
        </span>
      </p>
      {diff.igual && <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-700">O título, o resumo e o texto desta versão são iguais aos do formulário.</p>}
      <Field label="Título">
        <p className="text-base font-bold">{diff.titulo.length ? <Parts parts={diff.titulo} /> : <span className="text-slate-500">(sem título)</span>}</p>
      </Field>
      <Field label="Resumo">
        <p>{diff.resumo.length ? <Parts parts={diff.resumo} /> : <span className="text-slate-500">(sem resumo)</span>}</p>
      </Field>
      <Field label="Texto">
        {diff.texto.length === 0 ? (
          <p className="text-slate-500">(sem texto)</p>
        ) : (
          <div className="flex flex-col gap-2 leading-relaxed">
            {diff.texto.map((paragraph, index) =>
              paragraph.tipo === 'omitido' ? (
                <p key={index} className="text-xs italic text-slate-500">
                  … {paragraph.quantidade === 1 ? '1 parágrafo sem alteração' : `${paragraph.quantidade} parágrafos sem alteração`} …
                </p>
              ) : (
                <p key={index} data-paragrafo={paragraph.tipo}>
                  <Parts parts={paragraph.partes} />
                </p>
              ),
            )}
          </div>
        )}
      </Field>
    </div>
  );
}
