import type { Metadata, Viewport } from 'next';
import { geist } from './_fonts/geist';
import './globals.css';

export const metadata: Metadata = {
  robots: { index: true, follow: true },
  other: { 'geo.region': 'BR-RS' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f1f5c',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className={geist.variable}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
