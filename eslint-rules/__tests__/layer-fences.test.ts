/** The import fences of eslint.config.mjs, each shown failing on a planted file (and passing its clean twin). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

type Planted = { name: string; filePath: string; code: string };

/** The layer fences, checked on the resolved path of each import (eslint.config.mjs LAYER_ZONES). */
const FENCE = 'import/no-restricted-paths';

const CASES: Array<Planted & { rule: string | null }> = [
  {
    name: 'a component reads from a service',
    filePath: 'components/site/planted.tsx',
    code: "import { getDashboard } from '@/lib/server/services/dashboard';\nexport const used = getDashboard;\n",
    rule: FENCE,
  },
  {
    name: 'a component takes its types from lib/schemas',
    filePath: 'components/site/planted.tsx',
    code: "import type { Dashboard } from '@/lib/schemas/dashboard';\nexport type Used = Dashboard;\n",
    rule: null,
  },
  {
    name: 'a service imports the HTTP layer',
    filePath: 'lib/server/services/planted.ts',
    code: "import { httpStatusOf } from '../api/error-status';\nexport const used = httpStatusOf;\n",
    rule: FENCE,
  },
  {
    name: 'a service imports the public API client',
    filePath: 'lib/server/services/planted.ts',
    code: "import { getNews } from '@/lib/api/public';\nexport const used = getNews;\n",
    rule: FENCE,
  },
  {
    name: 'a service takes the cache tags from lib/domain and expires them through lib/server/cache',
    filePath: 'lib/server/services/planted.ts',
    code: "import { CACHE_TAGS } from '@/lib/domain/cache-tags';\nimport { expirePublicTags } from '../cache/expire';\nexport const used = [CACHE_TAGS, expirePublicTags];\n",
    rule: null,
  },
  {
    name: 'a service takes errors and paging from its own layer',
    filePath: 'lib/server/services/planted.ts',
    code: "import { notFound } from '@/lib/server/errors';\nimport { pageMeta } from './paging';\nexport const used = [notFound, pageMeta];\n",
    rule: null,
  },
  {
    name: 'a service in a folder reaches the HTTP layer by a relative path',
    filePath: 'lib/server/services/admin-posts/planted.ts',
    code: "import { httpStatusOf } from '../../api/error-status';\nexport const used = httpStatusOf;\n",
    rule: FENCE,
  },
  {
    name: 'a component imports the API client',
    filePath: 'components/site/planted.tsx',
    code: "import { getNews } from '@/lib/api/public';\nexport const used = getNews;\n",
    rule: FENCE,
  },
  {
    name: 'a server module imports a component',
    filePath: 'lib/server/planted.ts',
    code: "import { logoSources } from '../../components/site/logo-sources';\nexport const used = logoSources;\n",
    rule: FENCE,
  },
  {
    name: 'lib/api reads the database',
    filePath: 'lib/api/planted.ts',
    code: "import { getDb } from '@/lib/server/db/application-database';\nexport const used = getDb;\n",
    rule: FENCE,
  },
  {
    name: 'lib/api takes lib/domain, lib/schemas, env, the in-process app and the search tag',
    filePath: 'lib/api/planted.ts',
    code: "import { slugify } from '@/lib/domain/slug';\nimport type { Dashboard } from '@/lib/schemas/dashboard';\nimport { env } from '@/lib/server/env';\nimport { getApiApp } from '@/lib/server/api/instance';\nimport { SEARCH_RESULTS_TAG } from '@/lib/server/cache/search-entries.mjs';\nimport { getNews } from './public';\nexport type Used = Dashboard;\nexport const used = [slugify, env, getApiApp, SEARCH_RESULTS_TAG, getNews];\n",
    rule: null,
  },
  {
    name: 'lib/domain imports a schema',
    filePath: 'lib/domain/planted.ts',
    code: "import type { Dashboard } from '@/lib/schemas/dashboard';\nexport type Used = Dashboard;\n",
    rule: FENCE,
  },
  {
    name: 'lib/domain reaches lib/server by a relative path',
    filePath: 'lib/domain/wordpress-import/planted.ts',
    code: "import { env } from '../../server/env';\nexport const used = env;\n",
    rule: FENCE,
  },
  {
    name: 'lib/domain takes its own modules and packages',
    filePath: 'lib/domain/wordpress-import/planted.ts',
    code: "import { formatInTimeZone } from 'date-fns-tz';\nimport { slugify } from '../slug';\nexport const used = [formatInTimeZone, slugify];\n",
    rule: null,
  },
  {
    name: "a 'use client' screen takes only a type from a service",
    filePath: 'app/admin/planted.tsx',
    code: "'use client';\nimport type { AuthUser } from '@/lib/server/services/auth';\nexport type Used = AuthUser;\n",
    rule: 'sintonia/no-server-code-in-client',
  },
  {
    name: "a 'use client' component imports a server-only module outside lib/server",
    filePath: 'components/site/planted.tsx',
    code: "'use client';\nimport { logoSources } from '@/components/site/logo-sources';\nexport const used = logoSources;\n",
    rule: 'sintonia/no-server-code-in-client',
  },
  {
    name: 'a server component may import that module',
    filePath: 'app/planted.tsx',
    code: "import { logoSources } from '@/components/site/logo-sources';\nexport const used = logoSources;\n",
    rule: null,
  },
];

// ESLint loads its flat config with import(), so it runs in a plain Node process, not in Jest's.
const LINT_ALL = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const cases = JSON.parse(process.env.PLANTED);
const results = [];
for (const planted of cases) {
  const [result] = await eslint.lintText(planted.code, { filePath: planted.filePath });
  results.push(result.messages.map((message) => message.ruleId));
}
process.stdout.write(JSON.stringify(results));
`;

let rulesFired: Array<Array<string | null>>;

beforeAll(() => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
    cwd: root,
    env: { ...process.env, PLANTED: JSON.stringify(CASES) },
    encoding: 'utf8',
  });
  rulesFired = JSON.parse(output);
}, 120_000);

describe('import fences (npm run lint)', () => {
  it.each(CASES.map((planted, index) => [planted.name, index] as const))('%s', (_name, index) => {
    const expected = CASES[index].rule;
    if (expected === null) expect(rulesFired[index]).toEqual([]);
    else expect(rulesFired[index]).toContain(expected);
  });
});
