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
    // lib/domain is shared by server and browser: it must stay free of the project's other layers.
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/server/*', '@/lib/api/*', '@/components/*', '@/app/*', 'node:*'] }],
    },
  },
];

export default config;
