import { DataText } from '@market/ui';
import { linkify } from '../model/linkify.ts';

/** A message as text: links only for http(s) URLs, never HTML; in its own direction (it is data). */
export function MessageText({ text }: { text: string }) {
  return (
    <DataText>
      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {linkify(text).map((p, i) =>
          p.kind === 'link' ? (
            <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow ugc">
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
