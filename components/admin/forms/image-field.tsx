'use client';

import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { imageVariantUrl } from '@/lib/domain/media';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonSecondary, labelClass } from '@/components/admin/media/styles';

type Props = {
  /** The visible label's id: it names the group of preview and buttons. */
  labelId: string;
  label: ReactNode;
  /** The buttons say 'Escolher imagem', 'Trocar foto', 'Remover foto'… */
  noun: 'imagem' | 'foto';
  /** The chosen image's URL, null while there is none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** After a new image is picked (and onChange): clears the field's error. */
  onPicked?: () => void;
  /** false: no 'Remover' button, the image is required. */
  removable?: boolean;
  /** The image as it stands (or an empty frame), left of the buttons. */
  preview: ReactNode;
  /** The media picker's title. */
  pickerTitle: string;
  buttonId?: string;
  buttonRef?: (element: HTMLElement | null) => void;
  describedBy?: string;
  /** A hint paragraph: under the field in a row, under the button when stacked. */
  hint?: ReactNode;
  /** 'row': preview and buttons side by side; 'stacked': a wide preview, the button and hint beside it (under it on a phone). */
  layout?: 'row' | 'stacked';
  /** The field's error message (FieldError), under everything. */
  error?: ReactNode;
};

/** An image from the media library: preview, choose/change, remove, and the picker it opens. */
export function ImageField(props: Props) {
  const { labelId, label, noun, value, onChange, onPicked, removable = true, preview, pickerTitle, buttonId, buttonRef, describedBy, hint, layout = 'row', error } = props;
  const [pickerOpen, setPickerOpen] = useState(false);
  const buttons = (
    <>
      <button ref={buttonRef} id={buttonId} type="button" onClick={() => setPickerOpen(true)} aria-describedby={describedBy} className={buttonSecondary}>
        {value ? `Trocar ${noun}` : `Escolher ${noun}`}
      </button>
      {value && removable && (
        <button type="button" onClick={() => onChange(null)} className="text-sm font-semibold text-red-700 underline hover:text-red-800">
          {`Remover ${noun}`}
        </button>
      )}
    </>
  );
  return (
    <div>
      <span className={labelClass} id={labelId}>
        {label}
      </span>
      {layout === 'stacked' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center" role="group" aria-labelledby={labelId}>
          {preview}
          <div className="flex flex-col items-start gap-1">
            {buttons}
            {hint}
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={labelId}>
            {preview}
            {buttons}
          </div>
          {hint}
        </>
      )}
      {error}
      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title={pickerTitle}
        onSelect={(media) => {
          onChange(media.url);
          onPicked?.();
        }}
      />
    </div>
  );
}

type PreviewProps = {
  url: string | null;
  alt: string;
  /** The frame's size and shape ('aspect-[16/9] w-40'). */
  className: string;
  /** The library's reduced copy shown: the card's width, or the thumbnail's. */
  variant?: 'post-medium' | 'post-thumb';
  /** What the empty frame says. */
  empty?: string;
};

/** An ImageField's preview: the chosen image filling its frame, or what stands in its place. */
export function ImagePreview({ url, alt, className, variant = 'post-medium', empty = 'Sem imagem' }: PreviewProps) {
  return (
    <div className={clsx(className, 'overflow-hidden rounded-md bg-slate-100')}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imageVariantUrl(url, variant)} alt={alt} className="h-full w-full object-cover" />
      ) : (
        <span className="flex h-full w-full items-center justify-center p-1 text-center text-xs text-slate-500">{empty}</span>
      )}
    </div>
  );
}
