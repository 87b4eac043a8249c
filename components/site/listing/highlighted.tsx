import { highlightSegments } from '@/lib/domain/highlight';

export function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightSegments(text, term).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
