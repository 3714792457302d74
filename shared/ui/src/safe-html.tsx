import { useMemo } from 'react';
import DOMPurify from 'dompurify';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

/** Links keep only http(s) targets and open safely. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href) && !href.startsWith('/')) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:\/\//i.test(href)) node.setAttribute('target', '_blank');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** The one place that renders server HTML (news, recipes, help pages): always through DOMPurify. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
