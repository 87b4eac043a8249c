'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { AdminApiError, uploadWithProgress } from '@/lib/admin/api';
import { AUDIO_MAX_BYTES, AUDIO_TOO_LARGE_MESSAGE, MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE, type Media, type MediaKind } from '@/lib/schemas/media';

export type UploadStatus = 'aguardando' | 'enviando' | 'concluido' | 'erro' | 'cancelado';

export type UploadItem = {
  id: string;
  nome: string;
  tamanho: number;
  /** Whole percent, 0–100, of the bytes sent. */
  progresso: number;
  status: UploadStatus;
  erro?: string;
  media?: Media;
};

/** Files sent at the same time; the rest wait their turn (two cores, one request per file). */
export const UPLOAD_CONCURRENCY = 3;

const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar o arquivo. Tente novamente.';

type Action =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'update'; id: string; patch: Partial<UploadItem> }
  | { type: 'clear' };

function reducer(items: UploadItem[], action: Action): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'update':
      return items.map((item) => (item.id === action.id ? { ...item, ...action.patch } : item));
    case 'clear':
      // Only what is still moving stays in the list.
      return items.filter((item) => item.status === 'aguardando' || item.status === 'enviando');
  }
}

let sequence = 0;

/** What an uploader takes: images (the pickers' default), audio (the episode form) or either (the library). */
export type UploaderKind = MediaKind | 'todos';

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus)$/i;

/** The cap a file is checked against before it is sent: audio's when it says it is audio (the server decides by content). */
export function uploadCap(file: Pick<File, 'name' | 'type'>, kind: UploaderKind): { bytes: number; message: string } {
  const audio = kind === 'audio' || (kind === 'todos' && (file.type.startsWith('audio/') || AUDIO_FILE.test(file.name)));
  return audio ? { bytes: AUDIO_MAX_BYTES, message: AUDIO_TOO_LARGE_MESSAGE } : { bytes: MEDIA_MAX_BYTES, message: MEDIA_TOO_LARGE_MESSAGE };
}

/** POST /midia, with ?tipo= when only one kind is wanted: the server refuses the other (415). */
export function uploadPath(kind: UploaderKind): string {
  return kind === 'todos' ? '/midia' : `/midia?tipo=${kind}`;
}

type Options = {
  /** 'imagem' unless given. */
  kind?: UploaderKind;
  /** Called once per file the API accepted, in the order they finish. */
  onUploaded?: (media: Media) => void;
  /** Called once per file refused (by the API, the network or the size check), with the reason. */
  onFailed?: (nome: string, message: string) => void;
};

/**
 * Uploads files one request each, a few at a time, tracking each file's progress and the API's
 * own error message for it. A file over the size cap fails here, without being sent.
 */
export function useMediaUploads({ kind = 'imagem', onUploaded, onFailed }: Options = {}) {
  const [items, dispatch] = useReducer(reducer, []);
  const queue = useRef<Array<{ id: string; file: File }>>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  const onFailedRef = useRef(onFailed);
  const kindRef = useRef(kind);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
    onFailedRef.current = onFailed;
    kindRef.current = kind;
  });

  const pump = useCallback(() => {
    const startNext = () => {
      while (controllers.current.size < UPLOAD_CONCURRENCY && queue.current.length > 0) {
        const { id, file } = queue.current.shift()!;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        dispatch({ type: 'update', id, patch: { status: 'enviando' } });
        uploadWithProgress<Media>(uploadPath(kindRef.current), file, (percent) => dispatch({ type: 'update', id, patch: { progresso: percent } }), {
          signal: controller.signal,
        })
          .then((media) => {
            dispatch({ type: 'update', id, patch: { status: 'concluido', progresso: 100, media } });
            onUploadedRef.current?.(media);
          })
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') {
              dispatch({ type: 'update', id, patch: { status: 'cancelado' } });
            } else {
              const message = error instanceof AdminApiError ? error.message : UPLOAD_FAILED_MESSAGE;
              dispatch({ type: 'update', id, patch: { status: 'erro', erro: message } });
              onFailedRef.current?.(file.name || 'arquivo', message);
            }
          })
          .finally(() => {
            controllers.current.delete(id);
            startNext();
          });
      }
    };
    startNext();
  }, []);

  const addFiles = useCallback(
    (files: Iterable<File> | ArrayLike<File>) => {
      const added: UploadItem[] = [];
      for (const file of Array.from(files)) {
        const id = `envio-${++sequence}`;
        const cap = uploadCap(file, kindRef.current);
        const tooLarge = file.size > cap.bytes;
        added.push({
          id,
          nome: file.name || 'arquivo',
          tamanho: file.size,
          progresso: 0,
          status: tooLarge ? 'erro' : 'aguardando',
          ...(tooLarge ? { erro: cap.message } : {}),
        });
        if (!tooLarge) queue.current.push({ id, file });
      }
      if (added.length === 0) return;
      dispatch({ type: 'add', items: added });
      for (const item of added) if (item.status === 'erro') onFailedRef.current?.(item.nome, item.erro ?? UPLOAD_FAILED_MESSAGE);
      pump();
    },
    [pump],
  );

  const cancel = useCallback((id: string) => {
    const waiting = queue.current.findIndex((entry) => entry.id === id);
    if (waiting >= 0) {
      queue.current.splice(waiting, 1);
      dispatch({ type: 'update', id, patch: { status: 'cancelado' } });
      return;
    }
    controllers.current.get(id)?.abort();
  }, []);

  const clearFinished = useCallback(() => dispatch({ type: 'clear' }), []);

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const active = controllers.current;
    const waiting = queue.current;
    return () => {
      waiting.length = 0;
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const busy = items.some((item) => item.status === 'aguardando' || item.status === 'enviando');
  return { items, addFiles, cancel, clearFinished, busy };
}
