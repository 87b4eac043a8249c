import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import noServerCodeInClient from './eslint-rules/no-server-code-in-client.mjs';

// Browser code takes zod from lib/schemas/zod.ts (or zod-mini.ts), which configure it for the CSP.
const ZOD_PATHS = [
  { name: 'zod', allowTypeImports: true, message: "Importe z de '@/lib/schemas/zod' (configura o zod para a CSP do navegador)." },
  { name: 'zod/mini', allowTypeImports: true, message: "Importe z de '@/lib/schemas/zod-mini' (configura o zod para a CSP do navegador)." },
];
const SERVER_LAYER = { group: ['@/lib/server', '@/lib/server/*'], message: 'Componentes não importam lib/server: recebem os dados como props (das páginas em app/) e os tipos de lib/schemas.' };
const API_LAYER = {
  group: ['@/lib/server/api', '@/lib/server/api/*', '../api', '../api/*', '@/lib/api/*'],
  message: 'Os serviços não falam HTTP: erros de lib/server/errors, paginação de ./paging; a camada da API os chama, nunca o contrário.',
};

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
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_PATHS, patterns: [SERVER_LAYER] }] },
  },
  {
    // A component's test may build its input with the server's sanitiser.
    files: ['components/**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_PATHS }] },
  },
  {
    files: ['lib/server/services/**'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_LAYER] }] },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['**/__tests__/**'],
    plugins: { sintonia: { rules: { 'no-server-code-in-client': noServerCodeInClient } } },
    rules: { 'sintonia/no-server-code-in-client': 'error' },
  },
  {
    // lib/domain is shared by server and browser: it must stay free of the project's other layers.
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/server/*', '@/lib/api/*', '@/components/*', '@/app/*', 'node:*', 'zod'] }],
    },
  },
];

export default config;
