import localFont from 'next/font/local';

/** Geist, Latin only (./README.md); `swap` shows the text at once in the fallback face. */
export const geist = localFont({
  src: './geist-latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
});
