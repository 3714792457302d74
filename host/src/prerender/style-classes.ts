/**
 * The CSP allows no `style` attribute in markup (`style-src 'self'`, no 'unsafe-inline'), so the prerendered shell
 * cannot keep the inline styles React writes: each distinct one becomes a class in a stylesheet. Its declarations
 * are `!important`, as an inline style outranks the component stylesheets; the shell is replaced on the first
 * render, so these rules never meet the live page's elements.
 */
export class StyleClasses {
  private readonly names = new Map<string, string>();
  private readonly prefix: string;

  constructor(prefix = 'shell-s') {
    this.prefix = prefix;
  }

  /** The markup with every `style` attribute moved into a class of this set. */
  extract(html: string): string {
    // React escapes `<`, `>`, `"`, `'` and `&` inside attribute values, so a tag ends at the first `>`.
    return html.replace(/<([a-zA-Z][\w:-]*)(\s[^>]*?)?(\/?)>/g, (tag, name: string, attrs: string | undefined, selfClose: string) => {
      if (!attrs || !/\sstyle="/.test(attrs)) return tag;
      let style = '';
      let rest = attrs.replace(/\sstyle="([^"]*)"/, (_m, value: string) => {
        style = unescapeAttribute(value);
        return '';
      });
      const cls = this.classFor(style);
      if (/\sclass="/.test(rest)) rest = rest.replace(/\sclass="([^"]*)"/, (_m, value: string) => ` class="${value} ${cls}"`);
      else rest += ` class="${cls}"`;
      return `<${name}${rest}${selfClose}>`;
    });
  }

  /** The stylesheet of every class handed out so far. */
  css(): string {
    return [...this.names]
      .map(([style, name]) => `.${name}{${declarations(style).map((d) => `${d}!important`).join(';')}}`)
      .join('\n');
  }

  private classFor(style: string): string {
    let name = this.names.get(style);
    if (!name) {
      name = `${this.prefix}${this.names.size}`;
      this.names.set(style, name);
    }
    return name;
  }
}

/** A style attribute's declarations (a `;` inside parentheses or quotes does not end one). */
function declarations(style: string): string[] {
  return style
    .split(/;(?![^(]*\))(?=(?:[^"']|"[^"]*"|'[^']*')*$)/)
    .map((d) => d.trim())
    .filter(Boolean);
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
