import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/admin/users/profile-screen';

export const metadata: Metadata = { title: 'Meu perfil' };

export default function ProfilePage() {
  return <ProfileScreen />;
}
