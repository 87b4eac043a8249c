import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const iconSpriteVersion = createHash('sha256')
  .update(readFileSync(new URL('./components/ui/icon-sprite.ts', import.meta.url)))
  .digest('hex')
  .slice(0, 10);

/**
 * The formats the image optimizer answers in, best first (IMAGE_FORMATS, README): AVIF is about a
 * fifth smaller than WebP and takes ten times the CPU to encode (on one core, 0.30 s for a 640 px
 * picture against 0.03 s; 0.77 s at 1200 px), once per picture and width on each instance.
 */
function imageFormats(value = 'avif,webp') {
  const known = { avif: 'image/avif', webp: 'image/webp' };
  const formats = value.split(',').map((name) => known[name.trim().toLowerCase()]).filter(Boolean);
  return formats.length ? [...new Set(formats)] : Object.values(known);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The container image (deploy/Dockerfile) builds with BUILD_STANDALONE=1: .next/standalone then
  // holds server.js and only the files it needs. Not by default: `next start` (npm start, the e2e
  // and bench servers) still works with it, but warns on every start that it "does not work".
  ...(process.env.BUILD_STANDALONE === '1' ? { output: 'standalone' } : {}),
  poweredByHeader: false,
  // npm test checks the types beside the lint (`npm run typecheck`), then builds: once is enough.
  typescript: { ignoreBuildErrors: process.env.SINTONIA_TYPES_CHECKED === '1' },
  // The front door compresses, pages from the cache once per version (lib/server/http/compression.ts).
  compress: false,
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  // Next hashes the whole HTML in JavaScript on every response to make an ETag: on a cached page
  // that was the largest single cost of serving it (profiled). Pages expire by tag and TTL instead.
  generateEtags: false,
  // Metadata goes in <head> for every client, not streamed into <body>: share-card scrapers and
  // feed readers vary too much to trust a list of user agents.
  htmlLimitedBots: /.*/,
  // PGlite must be loaded from node_modules at run time (STACK.md gotcha 2); sharp, argon2 and pg ship native parts.
  // The shared-state clients (S3, Redis, the limiter) stay out of the bundles: one copy per process,
  // loaded only by the code that uses them (Redis also by the cache handler, which Next loads itself).
  // music-metadata (an audio upload's duration) and busboy (the streamed upload) are loaded on the server only, at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', '@aws-sdk/client-s3', 'redis', 'rate-limiter-flexible', 'music-metadata', 'busboy'],
  // Public pages, feeds and data reads are cached in memory with tags this app expires (DESIGN
  // "Caching", lib/server/cache/page-cache-handler.mjs); Next's own copy in memory is not needed.
  cacheHandler: fileURLToPath(new URL('./lib/server/cache/page-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  experimental: {
    // A page the browser already fetched is reused for 30 s at most (Next's default: 5 minutes).
    staleTimes: { static: 30 },
    // A rebuild reads Turbopack's cache in .next/cache back (20 s instead of 38 s here); CI builds
    // once in a fresh clone, where writing that cache only lengthens the build (57 s instead of 38 s).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // /noticias is served by two routes: the cached list (page 1 of /noticias/pagina/[numero]) and,
  // with a term in ?busca= (SPEC §2.1), the results page of that term, which proxy.ts rewrites to
  // (/noticias/busca/[termo]/[pagina]: proxy runs before these). No page lives at /noticias itself:
  // the browser's router would take it for a static page and reuse it for every ?busca= (search
  // params do not change a static page), showing the list instead of the results; each term's
  // results page has an address of its own instead.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/noticias', destination: '/noticias/pagina/1' },
        // The song history likewise: /tocou is cached; a search or a minute (?busca=, ?data=&hora=) renders per request.
        { source: '/tocou', has: [{ type: 'query', key: 'busca' }], destination: '/tocou/consulta' },
        { source: '/tocou', has: [{ type: 'query', key: 'data' }], destination: '/tocou/consulta' },
        { source: '/tocou', has: [{ type: 'query', key: 'hora' }], destination: '/tocou/consulta' },
      ],
    };
  },
  async headers() {
    // The sprite's URL carries a hash of its icons (components/ui/icons.tsx).
    return [
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // A preview link's draft is never indexed, whatever the page says; it renders per
      // request (force-dynamic), so Next sends it with Cache-Control: private, no-store.
      { source: '/previa/:token*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
  async redirects() {
    return [{ source: '/noticias/pagina/1', destination: '/noticias', permanent: true }];
  },
  images: {
    formats: imageFormats(process.env.IMAGE_FORMATS),
    // Few widths: every one is a srcset entry in each page's HTML (phones at 2x and 3x: 828, 1200).
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;
