import { htmlWeightOf } from '../html-weight.mjs';

describe('htmlWeightOf', () => {
  it('counts the whole document and, apart, the inline RSC scripts only', () => {
    const rsc = 'self.__next_f.push([1,"0:{\\"a\\":1}"])';
    const html = `<html><head><script src="/_next/static/a.js"></script><script>window.x=1</script></head><body><p>olá</p><script>${rsc}</script><script>${rsc}</script></body></html>`;
    const weight = htmlWeightOf(html);
    expect(weight.htmlKb * 1024).toBe(Buffer.byteLength(html));
    expect(weight.rscKb * 1024).toBe(2 * Buffer.byteLength(rsc));
  });

  it('a page with no RSC payload has none', () => {
    expect(htmlWeightOf('<html><body><script>console.log(1)</script></body></html>').rscKb).toBe(0);
  });
});
