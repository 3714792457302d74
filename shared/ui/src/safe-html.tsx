import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import type { Config, DOMPurify } from 'dompurify';
import { SANITIZER_POLICY } from '@market/contract/src/security.ts';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

let purifier: Promise<DOMPurify> | undefined;

/** HTML as the DOM takes it: a TrustedHTML where the browser enforces Trusted Types, else the string itself. */
export type SanitizedHtml = string & { readonly __sanitized?: never };

type TrustedTypesPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): TrustedTypesPolicy;
}

/**
 * The sanitizer's Trusted Types policy, the only one that turns text into HTML: it is handed to DOMPurify alone,
 * which gives it the markup to parse and then its clean output. Script addresses it never makes (the sanitized markup
 * has no script). Null where the browser has no Trusted Types.
 */
export function createSanitizerPolicy(
  factory: PolicyFactory | undefined = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes,
): TrustedTypesPolicy | null {
  if (typeof factory?.createPolicy !== 'function') return null;
  return factory.createPolicy(SANITIZER_POLICY, {
    createHTML: (input) => input,
    createScriptURL: () => {
      throw new TypeError(`${SANITIZER_POLICY} makes no script URL`);
    },
  });
}

let pagePolicy: TrustedTypesPolicy | null | undefined;

/** The sanitizer's policy, created with the first piece of HTML (a policy's name may be taken once per page). */
function sanitizerPolicy(): TrustedTypesPolicy | null {
  pagePolicy ??= createSanitizerPolicy();
  return pagePolicy;
}

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

/** Clean HTML, made by the sanitizer's policy (a TrustedHTML) where the browser enforces Trusted Types. */
export async function sanitizeHtml(html: string, policy = sanitizerPolicy()): Promise<SanitizedHtml> {
  const purify = await loadPurifier();
  const config = {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  };
  // Without Trusted Types (policy null) DOMPurify returns the string and never makes a policy of its own.
  if (!policy) return purify.sanitize(html, { ...config, TRUSTED_TYPES_POLICY: null });
  // A TrustedHTML stands where React's dangerouslySetInnerHTML takes a string (it hands the value to innerHTML as is).
  return purify.sanitize(html, { ...config, TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true }) as unknown as SanitizedHtml;
}

/**
 * The one place that renders server HTML (news, recipes, help pages): always through DOMPurify. Its text is data, so
 * it takes its direction from its own first letters (`dir="auto"`).
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [clean, setClean] = useState<SanitizedHtml | null>(null);
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
