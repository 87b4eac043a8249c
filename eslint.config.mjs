import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
    // Code the browser may load takes zod from lib/schemas/zod.ts (or zod-mini.ts), which configure it for the CSP.
    files: ['lib/schemas/**', 'lib/admin/**', 'lib/api/**', 'components/**', 'app/**'],
    ignores: ['lib/schemas/zod.ts', 'lib/schemas/zod-mini.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', allowTypeImports: true, message: "Importe z de '@/lib/schemas/zod' (configura o zod para a CSP do navegador)." }, { name: 'zod/mini', allowTypeImports: true, message: "Importe z de '@/lib/schemas/zod-mini' (configura o zod para a CSP do navegador)." }] }],
    },
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
