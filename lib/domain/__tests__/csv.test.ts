import { CSV_BOM, csvCell, csvRow, toCsv } from '../csv';

describe('csvCell', () => {
  it.each([
    ['texto simples', 'texto simples'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    ['ação; reação', '"ação; reação"'],
    ['diz "oi"', '"diz ""oi"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['a\r\nb', '"a\r\nb"'],
    ['=SOMA(A1:A2)', "'=SOMA(A1:A2)"],
    ['+55 54 9999', "'+55 54 9999"],
    ['-1', "'-1"],
    ['@usuario', "'@usuario"],
    ['\tcmd', "'\tcmd"],
    ['=HYPERLINK("http://x";"clique")', `"'=HYPERLINK(""http://x"";""clique"")"`],
    ['vírgula, não separa', 'vírgula, não separa'],
  ])('%j → %j', (value, expected) => expect(csvCell(value)).toBe(expected));
});

describe('toCsv', () => {
  it('BOM, ; between cells, CRLF after every row', () => {
    expect(csvRow(['a', 'b;c'])).toBe('a;"b;c"');
    expect(toCsv(['Nome', 'Ação'], [['José', '=1'], ['Ana', 'x']])).toBe(`${CSV_BOM}Nome;Ação\r\nJosé;'=1\r\nAna;x\r\n`);
    expect(toCsv(['Só cabeçalho'], [])).toBe('\uFEFFSó cabeçalho\r\n');
  });
});
