'use client';

import clsx from 'clsx';
import { formatDateTime, formatRelativeDate } from '@/lib/domain/dates';
import { formatWhatsapp, SONG_REQUEST_STATUS_LABELS, whatsappChatUrl, type SongRequestStatus } from '@/lib/domain/song-requests';
import type { SongRequest } from '@/lib/schemas/song-request-inbox';
import { buttonSecondary } from '@/components/admin/media/styles';

const STATUS_CHIP: Record<SongRequestStatus, string> = {
  novo: 'bg-brand-600 text-white',
  lido: 'bg-amber-100 text-amber-900',
  tocado: 'bg-emerald-100 text-emerald-900',
};

/** What the studio can do next with a request. */
const ACTIONS: Record<SongRequestStatus, { status: SongRequestStatus; label: string }[]> = {
  novo: [
    { status: 'lido', label: 'Marcar como lida' },
    { status: 'tocado', label: 'Marcar como tocada' },
  ],
  lido: [
    { status: 'tocado', label: 'Marcar como tocada' },
    { status: 'novo', label: 'Voltar para novo' },
  ],
  tocado: [{ status: 'novo', label: 'Voltar para novo' }],
};

type Props = {
  request: SongRequest;
  /** Arrived with the last refresh: outlined for a moment. */
  fresh: boolean;
  /** Its status change is under way. */
  saving: boolean;
  onStatus: (status: SongRequestStatus) => void;
};

/** One request of the board: who, from where, when, for which show, the message, WhatsApp and what to do next. */
export function SongRequestItem({ request, fresh, saving, onStatus }: Props) {
  return (
    <li
        data-testid="pedido-linha"
      data-status={request.status}
      className={clsx('flex flex-col gap-2 px-4 py-3', request.status === 'novo' && 'bg-brand-50/40', fresh && 'ring-2 ring-inset ring-brand-400')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-900">
            <span className={clsx(request.status === 'novo' ? 'font-bold' : 'font-semibold')}>{request.nome}</span>
            <span className="text-slate-600"> · {request.local}</span>
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={request.criadoEm} title={formatDateTime(request.criadoEm)} className="tabular-nums">
              {formatRelativeDate(request.criadoEm)}
            </time>
            {' · '}
            {request.programaNome ?? 'Fora da grade'}
          </p>
        </div>
        <span className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-bold', STATUS_CHIP[request.status])}>{SONG_REQUEST_STATUS_LABELS[request.status]}</span>
      </div>
      <p className="whitespace-pre-wrap break-words text-base leading-relaxed text-slate-900" data-testid="pedido-mensagem">
        {request.mensagem}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {request.whatsapp && (
          <a
            href={whatsappChatUrl(request.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className="mr-auto inline-flex min-h-9 items-center text-sm font-semibold text-emerald-800 underline underline-offset-2"
          >
            WhatsApp {formatWhatsapp(request.whatsapp)}
          </a>
        )}
        {ACTIONS[request.status].map((action) => (
          <button
            key={action.status}
            type="button"
            disabled={saving}
            onClick={() => onStatus(action.status)}
            className={clsx(buttonSecondary, 'py-1.5')}
          >
            {action.label}
          </button>
        ))}
      </div>
    </li>
  );
}
