'use client';

import { AdminApiError, adminApiUrl, toAdminApiError } from '@/lib/admin/api';
import { getToken } from '@/lib/admin/session';

/** 'attachment; filename="logs.csv"' → 'logs.csv'; the fallback when the header says nothing usable. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  const name = match ? decodeURIComponent(match[1]).replace(/[\\/]/g, '').trim() : '';
  return name || fallback;
}

/**
 * Downloads a staff-API file. A plain link cannot carry the Bearer token, so the file is fetched
 * with it and handed to the browser as a Blob link. Errors arrive as AdminApiError (401 ends the session).
 */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(adminApiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new AdminApiError(0, 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.', 'ERRO_DE_REDE');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw toAdminApiError(response.status, body);
  }
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the Blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return filename;
}
