/** Where test/template/build.ts leaves the databases a test file starts from (SINTONIA_TEST_TEMPLATE). */
export type TemplateKind = 'pglite' | 'postgres';

export const TEMPLATE_FILES = {
  pglite: { migrated: 'pglite-migrated.tar', seeded: 'pglite-seeded.tar', dataDir: 'pglite-files', seed: 'pglite-seed.json' },
  postgres: { dataDir: 'postgres-files', seed: 'postgres-seed.json' },
} as const;

export const TEMPLATE_DIR_VARIABLE = 'SINTONIA_TEST_TEMPLATE';
export const TEMPLATE_RUN_VARIABLE = 'SINTONIA_TEST_TEMPLATE_RUN';

export function postgresTemplateNames(runId: string) {
  return { migrated: `sintonia_tpl_${runId}_migrated`, seeded: `sintonia_tpl_${runId}_seeded` };
}
