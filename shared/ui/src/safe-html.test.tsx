import { screen } from '@testing-library/react';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { SafeHtml, sanitizeHtml } from './safe-html.tsx';

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
});
