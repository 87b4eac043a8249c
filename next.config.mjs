/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
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
