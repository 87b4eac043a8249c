import 'server-only';
import { oldPostAddresses } from '@/lib/domain/wordpress-import/old-addresses';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';
import type { SettingsUpdateInput } from '@/lib/schemas/settings';
import type { Database } from '../../db/client';
import { updateAdminSettings } from '../admin-settings';
import type { Actor } from '../auth';
import { keepAboutPageAddress } from './old-addresses';
import type { ExportPage } from './scan-export';

/**
 * One page of the export becomes the text of "A Rádio" (the setting sobreRadio.texto, through the
 * settings service: its check, its log), and its old addresses lead to /a-radio.
 */
export async function applyAboutPage(db: Database, actor: Actor, page: ExportPage, siteAddress: string, report: ImportReport | null): Promise<void> {
  // Only the "A Rádio" group is sent: the service writes the fields it is given.
  await updateAdminSettings(db, actor, { sobreRadio: { texto: page.texto } } as unknown as SettingsUpdateInput);
  const origins = [...new Set([...(page.caminho ? [page.caminho] : []), ...oldPostAddresses('', page.wpId, siteAddress, 'page')])];
  await keepAboutPageAddress(db, actor, origins);
  if (report) report.aRadio = { wpId: page.wpId, titulo: page.titulo };
}
