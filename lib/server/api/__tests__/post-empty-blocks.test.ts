import { asc } from 'drizzle-orm';
import { categorias } from '@/lib/server/db/schema';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

/*
 * Issue 28: an empty "Título 2" (and the empty paragraphs Enter leaves) is not published. The save
 * drops them from the HTML and from the editor's JSON twin, so the editor reopens what the page shows.
 */

const text = (value: string) => ({ type: 'text', text: value });

describe.each(TEST_BACKENDS)('empty blocks are dropped on save ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let categoryId: number;

  beforeAll(async () => {
    ({ database, call, tokens } = await setupStaffApi(backend));
    [{ id: categoryId }] = await database.db.select({ id: categorias.id }).from(categorias).orderBy(asc(categorias.id)).limit(1);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('on create and on update, in the HTML and in its JSON twin', async () => {
    const created = await call('POST', '/postagens', tokens.editor, {
      titulo: 'Blocos vazios no texto',
      slug: `blocos-vazios-${backend.name.toLowerCase()}`,
      conteudo: '<p></p><p>Abertura.</p><h2></h2><p></p><p><br></p><h3><br></h3><p>Fecho.</p><p></p>',
      conteudoJson: {
        type: 'doc',
        content: [
          { type: 'paragraph' },
          { type: 'paragraph', content: [text('Abertura.')] },
          { type: 'heading', attrs: { level: 2 } },
          { type: 'paragraph' },
          { type: 'paragraph', content: [{ type: 'hardBreak' }] },
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'hardBreak' }] },
          { type: 'paragraph', content: [text('Fecho.')] },
          { type: 'paragraph' },
        ],
      },
      categoriaId: categoryId,
      status: 'rascunho',
    });
    expect(created.status).toBe(201);
    expect(created.body.conteudo).toBe('<p>Abertura.</p><p></p><p>Fecho.</p>');
    expect(created.body.conteudoJson).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [text('Abertura.')] }, { type: 'paragraph' }, { type: 'paragraph', content: [text('Fecho.')] }],
    });

    const updated = await call('PUT', `/postagens/${created.body.id}`, tokens.editor, {
      titulo: 'Blocos vazios no texto',
      slug: created.body.slug,
      conteudo: '<h2>Intertítulo</h2><p>Texto.</p><h2> </h2>',
      categoriaId: categoryId,
      status: 'rascunho',
      versao: created.body.versao,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.conteudo).toBe('<h2>Intertítulo</h2><p>Texto.</p>');
  });
});
