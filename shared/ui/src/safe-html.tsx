import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import type { DOMPurify } from 'dompurify';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify loads with the first piece of server HTML, not with every page. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: purify }) => {
    // Links keep only http(s) or same-site targets and open safely.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        const external = /^https?:\/\//i.test(href);
        if (!external && !href.startsWith('/')) node.removeAttribute('href');
        node.setAttribute('rel', 'noopener noreferrer');
        if (external) node.setAttribute('target', '_blank');
      }
    });
    return purify;
  });
  return purifier;
}

export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * The one place that renders server HTML (news, recipes, help pages): always through DOMPurify. Its text is data, so
 * it takes its direction from its own first letters (`dir="auto"`).
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    sanitizeHtml(html).then((result) => {
      if (live) setClean(result);
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <Skeleton active paragraph={{ rows: 3 }} />;
  return <Tag dir="auto" className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
