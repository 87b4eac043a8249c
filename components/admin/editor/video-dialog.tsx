'use client';

import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { youtubeEmbedUrl } from '@/lib/domain/youtube';
import { UrlField } from './url-field';

export const VIDEO_URL_ERROR = 'Informe o endereço de um vídeo do YouTube, como https://www.youtube.com/watch?v=… ou https://youtu.be/….';

type VideoDialogProps = {
  open: boolean;
  /** Receives the embed address (youtube-nocookie) of the link typed. */
  onInsert: (embedSrc: string) => void;
  onClose: () => void;
};

/** "Inserir vídeo": a YouTube link becomes a player in the text, where the cursor was. */
export function VideoDialog({ open, onInsert, onClose }: VideoDialogProps) {
  return (
    <Dialog open={open} title="Inserir vídeo do YouTube" onClose={onClose} size="sm">
      {open && <VideoForm onInsert={onInsert} onClose={onClose} />}
    </Dialog>
  );
}

function VideoForm({ onInsert, onClose }: Omit<VideoDialogProps, 'open'>) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The form is portalled out of the post form's DOM, but React events still bubble to it.
    event.stopPropagation();
    const src = youtubeEmbedUrl(url);
    if (src === null) {
      setError(VIDEO_URL_ERROR);
      urlRef.current?.focus();
      return;
    }
    onInsert(src);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <UrlField
        label="Endereço do vídeo"
        value={url}
        onChange={(value) => {
          setUrl(value);
          setError(null);
        }}
        placeholder="https://www.youtube.com/watch?v=…"
        hint="Links do YouTube: youtube.com/watch, youtu.be, Shorts ou transmissões ao vivo. O início marcado no link (t=) é mantido."
        error={error}
        inputRef={urlRef}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className={buttonStyles.primary}>
          Inserir vídeo
        </button>
      </div>
    </form>
  );
}
