import { iconSprite } from '@/components/ui/icon-sprite';

export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
