/** At most `max` characters, cut at a word boundary with an ellipsis when the text is longer. */
export function truncateText(text: string, max = 160): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const boundary = slice.lastIndexOf(' ');
  return `${(boundary > max / 2 ? slice.slice(0, boundary) : slice).replace(/[\s.,;:!?–—-]+$/, '')}…`;
}
