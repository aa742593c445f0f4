import { HIGHLIGHT_END, HIGHLIGHT_START } from '../text/searchText.ts';

/**
 * Text from /siteSearch with its matched words marked (U+0002 ... U+0003, docs/api.md) rendered with
 * <mark>: React escapes every part, so no HTML from the API is ever parsed.
 */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_START);
  return (
    <>
      {parts.map((part, index) => {
        if (index === 0) return part;
        const [marked = '', rest = ''] = part.split(HIGHLIGHT_END);
        return (
          <span key={index}>
            <mark className="rounded-sm bg-amber-100 px-0.5 text-inherit">{marked}</mark>
            {rest}
          </span>
        );
      })}
    </>
  );
}
