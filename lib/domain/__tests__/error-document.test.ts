import { errorDocumentHtml, MALFORMED_ADDRESS, SERVER_BUSY, tooManySearches } from '../error-document';

describe('error documents', () => {
  it.each<[number, string]>([
    [1, 'Você fez muitas buscas em pouco tempo. Aguarde 1 segundo e tente novamente.'],
    [42, 'Você fez muitas buscas em pouco tempo. Aguarde 42 segundos e tente novamente.'],
  ])('the search limit says the wait (%i s)', (seconds, message) => {
    expect(tooManySearches(seconds)).toEqual({ title: 'Muitas buscas em pouco tempo', message });
  });

  it('is a pt-BR page, not indexed, with a way home', () => {
    const html = errorDocumentHtml(SERVER_BUSY);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Site com muitos acessos</h1>');
    expect(html).toContain('Muitos acessos ao mesmo tempo. Tente novamente em instantes.');
    expect(html).toContain('<a href="/">Voltar para a página inicial</a>');
    expect(errorDocumentHtml(MALFORMED_ADDRESS)).toContain('<title>Endereço inválido</title>');
  });

  it('escapes what it is given', () => {
    expect(errorDocumentHtml({ title: '<script>x</script>', message: '"a" & \'b\'' })).toContain('<h1>&lt;script&gt;x&lt;/script&gt;</h1>');
    expect(errorDocumentHtml({ title: 't', message: '"a" & \'b\'' })).toContain('<p>&quot;a&quot; &amp; &#39;b&#39;</p>');
  });
});
