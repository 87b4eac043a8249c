import type { Metadata } from 'next';
import { BannerManager } from '@/components/admin/banners/banner-manager';

export const metadata: Metadata = { title: 'Banners' };

export default function BannersPage() {
  return <BannerManager />;
}
