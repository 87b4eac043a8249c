import { isPanelPath } from '../panel-path';

describe('isPanelPath', () => {
  it.each<[string, boolean]>([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/postagens/12', true],
    ['/administracao-publica', false],
    ['/noticias/admin', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPanelPath(path)).toBe(expected);
  });
});
