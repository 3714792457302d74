import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { initTestI18n, renderWithProviders } from '@market/testing';
import type { LoadedModule } from '../../../runtime/index.ts';
import { prepareFirstPage } from '../model/first-page.ts';
import { preparePage } from '../model/prepare-page.ts';
import { RemoteModule } from './remote-module.tsx';

beforeAll(() => initTestI18n());

describe('a remote area whose module loaded before the first render', () => {
  it('shows the page in that render, with no skeleton first', async () => {
    const Page = () => <p>Recommended shops</p>;
    await prepareFirstPage(new QueryClient(), '/shops', async () => ({ default: Page }) as unknown as LoadedModule<never>);
    act(() => {
      renderWithProviders(<RemoteModule remote="catalogue-search" module="./shops-page" />);
    });
    // No waiting: a lazy module would show the skeleton here and the page a task later.
    expect(screen.getByText('Recommended shops')).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });
});

describe('a remote area whose module is loading ahead of it (a move there)', () => {
  it('waits for that load instead of starting its own, shows its skeleton meanwhile, and says when the content is on the page', async () => {
    let arrive: (mod: LoadedModule<never>) => void = () => {};
    const Page = () => <p>Checkout form</p>;
    void preparePage('/checkout', () => new Promise((resolve) => (arrive = resolve)));
    const shown = jest.fn();
    act(() => {
      renderWithProviders(<RemoteModule remote="cart-checkout-group" module="./checkout-page" loading={<h1>Checkout</h1>} onShown={shown} />);
    });
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    await act(async () => arrive({ default: Page } as unknown as LoadedModule<never>));
    expect(await screen.findByText('Checkout form')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
