'use client';

import clsx from 'clsx';
import { useId, useState } from 'react';
import { durationText } from '@/lib/domain/wordpress-import/report';
import type { ImportReport } from '@/lib/schemas/wordpress-import';
import { buttonPrimary, cardClass, labelClass } from '@/components/admin/media/styles';

const n = (value: number) => value.toLocaleString('pt-BR');

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-2xl font-bold tabular-nums text-slate-900">{n(value)}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={clsx(cardClass, 'p-4')}>
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

type Props = {
  report: ImportReport;
  /** Choosing the page that becomes "A Rádio"; resolves once saved. */
  onChooseAboutPage?: (paginaId: number) => Promise<void>;
};

/** The end of an import: what came, what was left and why, and the choice of "A Rádio". */
export function ImportReportView({ report, onChooseAboutPage }: Props) {
  const selectId = useId();
  const { postagens: p, imagens: i } = report;
  const [chosen, setChosen] = useState<number | ''>(report.aRadio?.wpId ?? report.paginas[0]?.wpId ?? '');
  const [saving, setSaving] = useState(false);
  const missing = i.naoEncontradas + i.recusadas;

  return (
    <div className="space-y-4" data-testid="relatorio-importacao">
      <section className={clsx(cardClass, 'p-4')}>
        <h3 className="text-base font-bold text-slate-900">Resumo</h3>
        <p className="mt-1 text-sm text-slate-600">
          {report.site.titulo || 'Site sem título'}
          {report.site.endereco ? ` (${report.site.endereco})` : ''} · {report.arquivo.nome} · em {durationText(report.duracaoMs)}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Postagens importadas" value={p.importadas} detail={`de ${n(p.encontradas)} no arquivo`} />
          <Figure label="Publicadas" value={p.porStatus.publicado} detail={`${n(p.destaques)} em destaque`} />
          <Figure label="Agendadas" value={p.porStatus.agendado} />
          <Figure label="Rascunhos" value={p.porStatus.rascunho} detail="rascunho, pendente ou privado no WordPress" />
          <Figure label="Já importadas antes" value={p.jaImportadas} />
          <Figure label="Recusadas" value={p.recusadas} />
          <Figure label="Imagens na biblioteca" value={i.importadas} detail={`${n(i.reaproveitadas)} usos reaproveitados`} />
          <Figure label="Redirecionamentos 301" value={report.redirecionamentos.criados} detail={`${n(report.redirecionamentos.existentes)} já existiam`} />
        </dl>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Categorias, tags e autores">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              {n(report.categorias.encontradas)} categorias: {n(report.categorias.criadas)} criadas, {n(report.categorias.existentes)} já existiam (subcategorias ficam no mesmo nível, com a categoria
              de cima na descrição).
            </li>
            <li>{n(report.tags.encontradas)} tags.</li>
            <li>
              {n(report.autores.encontrados)} autores: {n(report.autores.criados)} contas de autor criadas <strong>inativas e sem senha</strong>, {n(report.autores.existentes)} já existiam. Para
              dar acesso a alguém, reative a conta e defina uma senha em Usuários.
            </li>
          </ul>
        </Section>
        <Section title="O que não veio">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Na lixeira: {n(p.ignoradas.lixeira)}; rascunhos automáticos do WordPress: {n(p.ignoradas.rascunhoAutomatico)}; outros status: {n(p.ignoradas.outras)}.
            </li>
            <li>
              Comentários: {n(report.comentarios.total)} ({n(report.comentarios.aprovados)} aprovados), não importados.
            </li>
            <li>Anexos no arquivo: {n(report.anexos)} (só as imagens usadas pelas postagens vão para a biblioteca).</li>
            {report.outrosTipos.length > 0 && <li>Outros tipos ignorados: {report.outrosTipos.map((item) => `${item.tipo} (${n(item.total)})`).join(', ')}.</li>}
            {p.enderecosAjustados > 0 && <li>{n(p.enderecosAjustados)} postagens ganharam outro endereço (o delas já estava em uso aqui); o endereço antigo leva a elas.</li>}
          </ul>
        </Section>
        <Section title="Galerias e vídeos">
          <p>
            {n(report.galerias.postagens)} postagens com galeria ({n(report.galerias.imagens)} imagens); {n(report.embeds.videos)} vídeos do YouTube; {n(report.embeds.links)} outros embeds viraram
            links.
          </p>
        </Section>
        <Section title="Shortcodes removidos">
          {report.shortcodes.length === 0 ? (
            <p>Nenhum.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {report.shortcodes.map((item) => (
                <li key={item.nome}>
                  <code className="font-mono text-xs">[{item.nome}]</code>: {n(item.ocorrencias)} {item.ocorrencias === 1 ? 'vez' : 'vezes'} em {n(item.postagens)}{' '}
                  {item.postagens === 1 ? 'postagem' : 'postagens'}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section title={`Imagens não importadas (${n(missing)})`}>
        {missing === 0 ? (
          <p>Todas as imagens usadas foram importadas.</p>
        ) : (
          <>
            <p>As postagens foram importadas sem elas; onde estavam no texto, o endereço antigo foi mantido.</p>
            <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pl-1" data-testid="imagens-nao-importadas">
              {i.arquivos.map((file) => (
                <li key={`${file.arquivo}:${file.postagem}`}>
                  <span className="font-mono text-xs">{file.arquivo}</span> — {file.motivo} <span className="text-slate-500">({file.postagem})</span>
                </li>
              ))}
              {i.arquivos.length < missing && <li className="text-slate-500">… e mais {n(missing - i.arquivos.length)}</li>}
            </ul>
          </>
        )}
      </Section>

      <Section title={`Páginas (${n(report.paginas.length)})`}>
        {report.paginas.length === 0 ? (
          <p>O arquivo não tem páginas.</p>
        ) : (
          <>
            <p>Páginas não viram notícias. Escolha uma para ser o texto da página “A Rádio”; o endereço antigo dela passa a levar para /a-radio.</p>
            <ul className="mt-2 space-y-1" data-testid="paginas-importadas">
              {report.paginas.map((page) => (
                <li key={page.wpId}>
                  <strong>{page.titulo}</strong> <span className="font-mono text-xs text-slate-500">{page.caminho ?? page.slug}</span> · {n(page.caracteres)} caracteres
                  {report.aRadio?.wpId === page.wpId && <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">É “A Rádio”</span>}
                </li>
              ))}
            </ul>
            {onChooseAboutPage && (
              <form
                className="mt-3 flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (chosen === '') return;
                  setSaving(true);
                  void onChooseAboutPage(chosen).finally(() => setSaving(false));
                }}
              >
                <div>
                  <label htmlFor={selectId} className={labelClass}>
                    Página para “A Rádio”
                  </label>
                  <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))} className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">
                    {report.paginas.map((page) => (
                      <option key={page.wpId} value={page.wpId}>
                        {page.titulo}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className={buttonPrimary} disabled={saving || chosen === ''}>
                  {saving ? 'Salvando...' : 'Usar como “A Rádio”'}
                </button>
              </form>
            )}
          </>
        )}
      </Section>

      {report.avisosTotal > 0 && (
        <Section title={`Avisos por postagem (${n(report.avisosTotal)})`}>
          <ul className="max-h-80 space-y-1 overflow-y-auto" data-testid="avisos-importacao">
            {report.avisos.map((note, index) => (
              <li key={index}>
                {note.wpId !== null && <span className="font-mono text-xs text-slate-500">#{note.wpId} </span>}
                <strong>{note.titulo}</strong>: {note.mensagem}
              </li>
            ))}
            {report.avisos.length < report.avisosTotal && <li className="text-slate-500">… e mais {n(report.avisosTotal - report.avisos.length)}</li>}
          </ul>
        </Section>
      )}
    </div>
  );
}
