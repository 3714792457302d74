import { screen } from '@testing-library/react';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { createSanitizerPolicy, SafeHtml, sanitizeHtml } from './safe-html.tsx';

beforeAll(() => initTestI18n());

describe('SafeHtml', () => {
  it('drops scripts, event handlers and javascript: links', async () => {
    const clean = await sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><img src=x onerror="alert(1)">');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps http(s) links and opens them safely', async () => {
    renderWithProviders(<SafeHtml html='<a href="https://example.com/a">read</a>' />);
    const link = await screen.findByRole('link', { name: 'read' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('makes its HTML through the sanitizer policy alone where the browser has Trusted Types', async () => {
    // A stand-in for the browser's factory: a policy's value reads as its text, as a TrustedHTML does.
    class Made {
      readonly html: string;
      constructor(html: string) {
        this.html = html;
      }
      toString() {
        return this.html;
      }
    }
    const made: string[] = [];
    const names: string[] = [];
    const factory = {
      createPolicy: (name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }) => {
        names.push(name);
        return {
          name,
          createHTML: (input: string) => {
            made.push(rules.createHTML(input));
            return new Made(made.at(-1)!);
          },
          createScript: () => {
            throw new TypeError('no');
          },
          createScriptURL: (input: string) => rules.createScriptURL(input),
        };
      },
    };
    const policy = createSanitizerPolicy(factory as never)!;
    expect(names).toEqual(['market-sanitizer']);
    expect(() => policy.createScriptURL('https://example.com/x.js')).toThrow(TypeError);
    const clean = await sanitizeHtml('<p>Hi<script>alert(1)</script></p>', policy);
    // DOMPurify's output is the policy's value, and the markup it made it from is the clean one.
    expect(clean).toBeInstanceOf(Made);
    expect(String(clean)).toBe('<p>Hi</p>');
    expect(made.at(-1)).toBe('<p>Hi</p>');
  });

  it('needs no policy where the browser has no Trusted Types', async () => {
    expect(createSanitizerPolicy(undefined)).toBeNull();
    expect(await sanitizeHtml('<b>bold</b>', null)).toBe('<b>bold</b>');
  });
});
