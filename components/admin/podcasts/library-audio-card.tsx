import { formatDuration } from '@/lib/domain/podcast';
import { HeadphonesIcon } from '@/components/ui/icons';

/** The library audio an episode uses: its address and what the form shows of it. */
export type LibraryAudio = { url: string; nome: string; duracaoSegundos: number | null };

/** The chosen file's name and duration, or that there is none yet. */
export function LibraryAudioCard({ audio }: { audio: LibraryAudio | null }) {
  if (!audio) return <p className="flex-1 text-sm text-slate-600">Nenhum áudio escolhido.</p>;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3 rounded-md bg-slate-100 px-3 py-2">
      <HeadphonesIcon className="h-6 w-6 shrink-0 text-slate-600" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{audio.nome}</p>
        <p className="text-xs tabular-nums text-slate-600">{audio.duracaoSegundos ? `Duração ${formatDuration(audio.duracaoSegundos)}` : 'Duração desconhecida'}</p>
      </div>
    </div>
  );
}
