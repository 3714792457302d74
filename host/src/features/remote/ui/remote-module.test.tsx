import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { initTestI18n, renderWithProviders } from '@market/testing';
import type { LoadedModule } from '../../../runtime/index.ts';
import { prepareFirstPage } from '../model/first-page.ts';
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
