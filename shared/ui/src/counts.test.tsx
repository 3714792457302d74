import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { CountBadge } from './counts.tsx';
import { Pagination } from './lazy.tsx';

beforeAll(() => initTestI18n());

const shown = (container: HTMLElement) => container.querySelector('.ant-badge-count')?.textContent ?? null;

describe('CountBadge', () => {
  it('writes its count with the app\'s digits of the language: Latin in Arabic, Persian ones in Persian', () => {
    expect(shown(renderWithProviders(<CountBadge count={12} />, { locale: 'ar', direction: 'rtl' }).container)).toBe('12');
    // A language the app makes no choice for keeps Intl's own digits: the count went through the formatter.
    expect(shown(renderWithProviders(<CountBadge count={12} />, { locale: 'fa', direction: 'rtl' }).container)).toBe('۱۲');
  });

  it('writes its overflow and its title the same way', () => {
    const { container } = renderWithProviders(<CountBadge count={1200} overflowCount={999} />, { locale: 'fa' });
    expect(shown(container)).toBe('۹۹۹+');
    expect(container.querySelector('.ant-badge-count')).toHaveAttribute('title', '۹۹۹+');
  });

  it('shows nothing for zero, unless asked', () => {
    expect(shown(renderWithProviders(<CountBadge count={0} />, { locale: 'fa' }).container)).toBeNull();
    expect(shown(renderWithProviders(<CountBadge count={0} showZero />, { locale: 'fa' }).container)).toBe('۰');
  });
});

describe('Pagination', () => {
  it('writes its page numbers with the app\'s digits of the language, and a caller\'s itemRender gets them written', async () => {
    const seen: string[] = [];
    const { container } = renderWithProviders(
      <Pagination
        total={30}
        pageSize={10}
        itemRender={(page, type, original) => {
          if (type === 'page') seen.push(`${page}`);
          return original;
        }}
      />,
      { locale: 'fa', direction: 'rtl' },
    );
    await waitFor(() => expect(container.querySelectorAll('.ant-pagination-item')).toHaveLength(3));
    expect([...container.querySelectorAll('.ant-pagination-item a')].map((a) => a.textContent)).toEqual(['۱', '۲', '۳']);
    expect(seen).toEqual(expect.arrayContaining(['1', '2', '3']));
  });

  it('still changes the page', async () => {
    const pages: number[] = [];
    renderWithProviders(<Pagination total={30} pageSize={10} onChange={(p) => pages.push(p)} />, { locale: 'ar', direction: 'rtl' });
    const second = await screen.findByText('2');
    await act(async () => {
      fireEvent.click(second);
    });
    expect(pages).toEqual([2]);
  });
});
