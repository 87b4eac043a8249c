import { collapseUnchanged, compareTexts, diffParagraphs, diffWords, htmlToParagraphs, type DiffParagraph, type DiffPart } from '../text-diff';

const same = (texto: string): DiffPart => ({ tipo: 'igual', texto });
const del = (texto: string): DiffPart => ({ tipo: 'removido', texto });
const ins = (texto: string): DiffPart => ({ tipo: 'inserido', texto });

describe('diffWords', () => {
  it.each<[string, string, string, DiffPart[]]>([
    ['identical', 'A feira volta à praça', 'A feira volta à praça', [same('A feira volta à praça')]],
    ['both empty', '', '', []],
    ['from nothing', '', 'Texto novo', [ins('Texto novo')]],
    ['to nothing', 'Texto velho', '', [del('Texto velho')]],
    ['one word replaced', 'A feira volta no sábado', 'A feira volta no domingo', [same('A feira volta no'), del('sábado'), ins('domingo')]],
    ['words added in the middle', 'Chuva forte em Porto Alegre', 'Chuva muito forte hoje em Porto Alegre', [same('Chuva'), ins('muito'), same('forte'), ins('hoje'), same('em Porto Alegre')]],
    ['words removed at the end', 'Prefeitura anuncia obras na ponte', 'Prefeitura anuncia obras', [same('Prefeitura anuncia obras'), del('na ponte')]],
    ['spacing alone is no change', '  Vacinação   começa\tsegunda ', 'Vacinação começa segunda', [same('Vacinação começa segunda')]],
    ['accents and case count', 'Saude publica', 'Saúde Publica', [del('Saude publica'), ins('Saúde Publica')]],
    ['nothing in common', 'um dois', 'três quatro', [del('um dois'), ins('três quatro')]],
    ['moved word', 'a b c', 'c a b', [ins('c'), same('a b'), del('c')]],
  ])('%s', (_name, before, after, expected) => {
    expect(diffWords(before, after)).toEqual(expected);
  });
});

describe('htmlToParagraphs', () => {
  it.each<[string, string, string[]]>([
    ['paragraphs', '<p>Primeiro.</p><p>Segundo.</p>', ['Primeiro.', 'Segundo.']],
    ['inline marks stay in their paragraph', '<p>Texto <strong>forte</strong> e <a href="https://x.com">link</a>.</p>', ['Texto forte e link.']],
    ['headings, lists and quotes are paragraphs', '<h2>Título</h2><ul><li><p>um</p></li><li><p>dois</p></li></ul><blockquote><p>citação</p></blockquote>', ['Título', 'um', 'dois', 'citação']],
    ['a line break is a space', '<p>Linha um<br>Linha dois</p>', ['Linha um Linha dois']],
    ['entities decoded', '<p>Arroz &amp; feijão&nbsp;— &quot;já&quot; &#233; &lt;b&gt;</p>', ['Arroz & feijão — "já" é <b>']],
    ['empty paragraphs dropped', '<p></p><p>  </p><p>Só este.</p><p><br></p>', ['Só este.']],
    ['images and videos as words', '<p>Antes</p><img src="/uploads/a.jpg" alt="x"><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe></div>', ['Antes', '[imagem]', '[vídeo]']],
    ['plain text is one paragraph', 'Sem marcação', ['Sem marcação']],
    ['nothing', '', []],
  ])('%s', (_name, html, expected) => {
    expect(htmlToParagraphs(html)).toEqual(expected);
  });
});

describe('diffParagraphs', () => {
  it.each<[string, string[], string[], DiffParagraph[]]>([
    ['unchanged', ['a', 'b'], ['a', 'b'], [{ tipo: 'igual', partes: [same('a')] }, { tipo: 'igual', partes: [same('b')] }]],
    [
      'a paragraph changed inside',
      ['Abertura.', 'A feira volta no sábado.', 'Fim.'],
      ['Abertura.', 'A feira volta no domingo.', 'Fim.'],
      [
        { tipo: 'igual', partes: [same('Abertura.')] },
        { tipo: 'alterado', partes: [same('A feira volta no'), del('sábado.'), ins('domingo.')] },
        { tipo: 'igual', partes: [same('Fim.')] },
      ],
    ],
    [
      'a paragraph added and one removed',
      ['Um.', 'Dois.', 'Três.'],
      ['Um.', 'Três.', 'Quatro.'],
      [
        { tipo: 'igual', partes: [same('Um.')] },
        { tipo: 'removido', partes: [del('Dois.')] },
        { tipo: 'igual', partes: [same('Três.')] },
        { tipo: 'inserido', partes: [ins('Quatro.')] },
      ],
    ],
    [
      'two replaced by three: paired in order, the rest inserted',
      ['x', 'a b', 'c d', 'y'],
      ['x', 'a B', 'c D', 'e f', 'y'],
      [
        { tipo: 'igual', partes: [same('x')] },
        { tipo: 'alterado', partes: [same('a'), del('b'), ins('B')] },
        { tipo: 'alterado', partes: [same('c'), del('d'), ins('D')] },
        { tipo: 'inserido', partes: [ins('e f')] },
        { tipo: 'igual', partes: [same('y')] },
      ],
    ],
    ['everything new', [], ['Novo.'], [{ tipo: 'inserido', partes: [ins('Novo.')] }]],
  ])('%s', (_name, before, after, expected) => {
    expect(diffParagraphs(before, after)).toEqual(expected);
  });

  it('stays quick on long texts and a rewrite too large to tabulate', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `Parágrafo ${i}.`);
    const edited = [...long.slice(0, 1500), 'Parágrafo novo.', ...long.slice(1500)];
    const started = Date.now();
    const result = diffParagraphs(long, edited);
    expect(result.filter((p) => p.tipo !== 'igual')).toEqual([{ tipo: 'inserido', partes: [ins('Parágrafo novo.')] }]);
    const rewritten = diffParagraphs(long, long.map((p) => `${p} (reescrito)`));
    expect(rewritten).toHaveLength(3000);
    expect(rewritten.every((p) => p.tipo === 'alterado')).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('collapseUnchanged', () => {
  const eq = (texto: string): DiffParagraph => ({ tipo: 'igual', partes: [same(texto)] });
  const changedOne: DiffParagraph = { tipo: 'inserido', partes: [ins('novo')] };
  it.each<[string, DiffParagraph[], DiffParagraph[]]>([
    ['short runs stay', [eq('a'), changedOne, eq('b')], [eq('a'), changedOne, eq('b')]],
    ['a long run before a change keeps one of context', [eq('a'), eq('b'), eq('c'), eq('d'), changedOne], [{ tipo: 'omitido', quantidade: 3 }, eq('d'), changedOne]],
    [
      'a long run between changes keeps one on each side',
      [changedOne, eq('a'), eq('b'), eq('c'), eq('d'), changedOne],
      [changedOne, eq('a'), { tipo: 'omitido', quantidade: 2 }, eq('d'), changedOne],
    ],
    ['a long run after the last change', [changedOne, eq('a'), eq('b'), eq('c')], [changedOne, eq('a'), { tipo: 'omitido', quantidade: 2 }]],
    ['all unchanged folds whole', [eq('a'), eq('b'), eq('c')], [{ tipo: 'omitido', quantidade: 3 }]],
  ])('%s', (_name, input, expected) => {
    expect(collapseUnchanged(input)).toEqual(expected);
  });
});

describe('compareTexts', () => {
  it('compares title, summary and body, and says when they read the same', () => {
    const before = { titulo: 'Feira volta', resumo: 'No sábado.', conteudo: '<p>Bancas na praça.</p>' };
    const diff = compareTexts(before, { titulo: 'Feira volta à praça', resumo: 'No sábado.', conteudo: '<p>Bancas na praça central.</p>' });
    expect(diff.titulo).toEqual([same('Feira volta'), ins('à praça')]);
    expect(diff.resumo).toEqual([same('No sábado.')]);
    expect(diff.texto).toEqual([{ tipo: 'alterado', partes: [same('Bancas na'), del('praça.'), ins('praça central.')] }]);
    expect(diff.igual).toBe(false);
    // Markup alone (a bold word, the editor's empty last paragraph) is not a change of text.
    expect(compareTexts(before, { ...before, conteudo: '<p><strong>Bancas</strong> na praça.</p><p></p>' }).igual).toBe(true);
  });
});
