import { render, screen } from '@testing-library/react';
import { UiProvider } from './providers.tsx';
import { Descriptions } from './lazy.tsx';

const list = () => (
  <UiProvider theme="light" direction="ltr" locale="en">
    <Descriptions column={1} items={[{ key: 'total', label: 'Total', children: '12.00' }]} />
  </UiProvider>
);

// One file, in order: the code loads once for the whole file.
describe('a preloadable lazy component (Descriptions)', () => {
  it('rendered before its code arrived: its fallback, then the component once it has', async () => {
    const { container, unmount } = render(list());
    expect(screen.queryByText('Total')).toBeNull();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('Total')).toBeInTheDocument();
    unmount();
  });

  it('rendered after `preload()` (a page’s prefetch): the component in its first render, no fallback', async () => {
    await Descriptions.preload();
    const { container } = render(list());
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });
});
