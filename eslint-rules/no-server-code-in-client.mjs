// A 'use client' module is sent to the browser: it may not import a server-only module, not even
// for its types (types belong in lib/schemas, which both sides share).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const serverOnlyFiles = new Map();

function resolveProjectImport(specifier, fromFile) {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(fromFile), specifier) : null;
  if (base === null) return null;
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function isServerOnly(file) {
  if (!serverOnlyFiles.has(file)) serverOnlyFiles.set(file, /^import ['"]server-only['"];?$/m.test(fs.readFileSync(file, 'utf8')));
  return serverOnlyFiles.get(file);
}

const noServerCodeInClient = {
  meta: {
    type: 'problem',
    docs: { description: 'client components never import server-only modules' },
    messages: {
      serverOnly: "'{{specifier}}' é código só do servidor e não pode ser importado por um componente 'use client' (nem só os tipos: coloque-os em lib/schemas).",
    },
    schema: [],
  },
  create(context) {
    const isClientModule = context.sourceCode.ast.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClientModule) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const file = resolveProjectImport(specifier, context.filename);
      const serverOnly = specifier === 'server-only' || specifier.startsWith('@/lib/server/') || (file !== null && isServerOnly(file));
      if (serverOnly) context.report({ node, messageId: 'serverOnly', data: { specifier } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default noServerCodeInClient;
