import { AdminApiError } from '@/lib/admin/api';

/** The API's own message for a failed request (pt-BR); the fallback for anything else (network, bug). */
export function apiErrorMessage(caught: unknown, fallback: string): string {
  return caught instanceof AdminApiError ? caught.message : fallback;
}
