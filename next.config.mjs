/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Metadata goes in <head> for every client, not streamed into <body>: share-card scrapers and
  // feed readers vary too much to trust a list of user agents.
  htmlLimitedBots: /.*/,
  // PGlite must be loaded from node_modules at run time (STACK.md gotcha 2); sharp, argon2 and pg ship native parts.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [96, 144, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;
