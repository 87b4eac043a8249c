'use client';

import { MediaPicker, type Media } from '@/components/admin/media/media-picker';

type ChooseMediaProps = {
  open: boolean;
  title: string;
  /** Several images at once (the gallery); one otherwise. */
  multiple?: boolean;
  onClose: () => void;
  /** Always a list, in the order the images were picked. */
  onPick: (items: Media[]) => void;
};

/** The media library picker (upload or library) as the post screens use it: one list-shaped callback. */
export function ChooseMedia({ open, title, multiple = false, onClose, onPick }: ChooseMediaProps) {
  return multiple ? (
    <MediaPicker open={open} accept="image" title={title} multiple onClose={onClose} onSelect={(items) => onPick(items)} />
  ) : (
    <MediaPicker open={open} accept="image" title={title} onClose={onClose} onSelect={(item) => onPick([item])} />
  );
}
