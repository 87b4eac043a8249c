'use client';

import clsx from 'clsx';
import { formatDateTime } from '@/lib/domain/dates';
import { imageVariantUrl } from '@/lib/domain/media';
import { formatNumber } from '@/lib/domain/numbers';
import { suspiciousVotesText } from '@/lib/domain/poll';
import type { AdminPollDetail } from '@/lib/schemas/polls';
import { windowText } from '@/components/admin/banners/window-text';
import { PollStatusBadge } from './poll-status';

/** Results of one poll: per option the votes, the percentage (the public widget's rounding) and a bar. */
export function PollResults({ poll }: { poll: AdminPollDetail }) {
  const leader = Math.max(0, ...poll.opcoes.map((option) => option.votos));
  return (
    <div className="space-y-4" data-testid="resultado-enquete">
      <div className="flex flex-col gap-3 sm:flex-row">
        {poll.imagem && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={imageVariantUrl(poll.imagem, 'post-medium')} alt="" className="aspect-[16/9] w-full rounded-md object-cover sm:w-44" />
        )}
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <PollStatusBadge status={poll.status} />
            {poll.multipla && <span className="text-xs font-semibold text-slate-600">Múltipla escolha</span>}
          </div>
          {poll.descricao && <p className="text-sm text-slate-700">{poll.descricao}</p>}
          <p className="text-xs text-slate-500">{windowText(poll)}</p>
          {poll.encerradaEm && <p className="text-xs font-semibold text-slate-700">Encerrada em {formatDateTime(poll.encerradaEm)}</p>}
        </div>
      </div>

      <ul className="space-y-3" aria-label="Resultado por opção">
        {poll.opcoes.map((option) => (
          <li key={option.id} data-testid="resultado-opcao">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className={clsx('min-w-0 break-words text-slate-900', option.votos === leader && leader > 0 && 'font-bold')}>{option.texto}</span>
              <span className="shrink-0 tabular-nums text-slate-700">
                <span className="font-semibold">{option.percentual}%</span> · {formatNumber(option.votos)} {option.votos === 1 ? 'voto' : 'votos'}
              </span>
            </div>
            <div
              className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={option.percentual}
              aria-label={`${option.texto}: ${option.percentual}%`}
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${option.percentual}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="border-t border-slate-200 pt-3 text-sm font-semibold text-slate-900" data-testid="resultado-total">
        Total: {formatNumber(poll.totalVotos)} {poll.totalVotos === 1 ? 'voto' : 'votos'}
      </p>
      {poll.totalVotos > 0 && (
        <p className={clsx('text-xs', poll.votosSuspeitos.votos > 0 ? 'font-semibold text-amber-800' : 'text-slate-500')} data-testid="resultado-suspeitos">
          {suspiciousVotesText(poll.votosSuspeitos)}
        </p>
      )}
    </div>
  );
}
