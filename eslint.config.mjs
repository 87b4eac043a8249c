import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import noServerCodeInClient from './eslint-rules/no-server-code-in-client.mjs';

// Browser code takes zod from lib/schemas/zod.ts (or zod-mini.ts), which configure it for the CSP.
const ZOD_PATHS = [
  { name: 'zod', allowTypeImports: true, message: "Importe z de '@/lib/schemas/zod' (configura o zod para a CSP do navegador)." },
  { name: 'zod/mini', allowTypeImports: true, message: "Importe z de '@/lib/schemas/zod-mini' (configura o zod para a CSP do navegador)." },
];

// The layer fences (docs/architecture.md, "Who may import whom"), on the imported file's resolved
// path, so an '@/' import and a relative one are held alike.
const ROOT = import.meta.dirname;
const under = (...dirs) => dirs.map((dir) => `${ROOT}/${dir}`);
const LAYER_ZONES = [
  {
    target: './lib',
    from: ['./app', './components'],
    message: 'lib/ não importa app/ nem components/: as rotas e os componentes usam lib/, nunca o contrário.',
  },
  {
    target: './components',
    from: ['./app', './lib/server', './lib/api', './lib/seo'],
    message: 'Componentes só exibem: recebem os dados como props (das páginas em app/) e os tipos de lib/schemas.',
  },
  {
    target: './lib/server/services',
    from: ['./lib/server/api', './lib/api'],
    message: 'Os serviços não falam HTTP: erros de lib/server/errors, paginação de ./paging; a camada da API os chama, nunca o contrário.',
  },
  {
    // The in-process transport reads env and mounts the Hono app; the search tag is the cache handler's.
    target: './lib/api',
    from: under('**'),
    // Every exception must be a glob, as `from` is.
    except: under('lib/api/**', 'lib/domain/**', 'lib/schemas/**', 'node_modules/**', 'lib/server/{env.ts,api/instance.ts,cache/search-entries.{mjs,d.mts}}'),
    message: 'lib/api importa só lib/domain e lib/schemas (de lib/server, só env, api/instance e cache/search-entries).',
  },
  {
    target: './lib/domain',
    from: under('**'),
    except: under('lib/domain/**', 'node_modules/**'),
    message: 'lib/domain não importa nada do projeto: é usado pelo servidor e pelo navegador.',
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'playwright-report/**', 'test-results/**', 'lib/server/db/migrations/**', 'next-env.d.ts'],
  },
  {
    files: ['**/__tests__/**', 'e2e/**', 'test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['lib/schemas/**', 'lib/admin/**', 'lib/api/**', 'app/**'],
    ignores: ['lib/schemas/zod.ts', 'lib/schemas/zod-mini.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_PATHS }] },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_PATHS }] },
  },
  {
    // Links prefetch when reached for, not as they scroll into view (components/ui/link.tsx).
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/link.tsx', '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...ZOD_PATHS, { name: 'next/link', message: "Use Link de '@/components/ui/link' (busca a página quando alguém vai ao link, não quando ele aparece na tela)." }] },
      ],
    },
  },
  {
    // Tests stand outside (a component's test may build its input with the server's sanitiser).
    files: ['components/**', 'lib/**'],
    ignores: ['**/__tests__/**'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }] },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['**/__tests__/**'],
    plugins: { sintonia: { rules: { 'no-server-code-in-client': noServerCodeInClient } } },
    rules: { 'sintonia/no-server-code-in-client': 'error' },
  },
  {
    // lib/domain is shared by server and browser: no Node built-ins, no zod (the project's layers: LAYER_ZONES).
    files: ['lib/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'zod'] }] },
  },
];

export default config;
