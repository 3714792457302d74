import { DataText } from '@market/ui';
import { linkify } from '../model/linkify.ts';

/** A message as text: links only for http(s) URLs, never HTML; in its own direction (it is data). */
export function MessageText({ text }: { text: string }) {
  return (
    <DataText>
      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {linkify(text).map((p, i) =>
          p.kind === 'link' ? (
            // Underlined: in a line of text a link must be told apart by more than its colour.
            <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow ugc" style={{ textDecoration: 'underline' }}>
              {p.text}
            </a>
          ) : (
            <span key={i}>{p.text}</span>
          ),
        )}
      </span>
    </DataText>
  );
}
