import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { Modal } from '@market/ui';
import { API, createApiServer, http, HttpResponse } from '@market/testing';
import { prefetchLinkedProduct, productFromLists, productQuery, useProduct } from './products-api.ts';

const asked: string[] = [];
const server = createApiServer(
  http.get(`${API}rest/products/:uuid`, ({ params }) => {
    asked.push(String(params.uuid));
    return HttpResponse.json({ data: { uuid: params.uuid, translation: { title: 'Four Cheese Pizza' } } });
  }),
);

beforeEach(() => {
  asked.length = 0;
});

describe('a product linked to (?product=) is read with the page', () => {
  it('reads the product and loads the dialog’s code, so the first render shows it open', async () => {
    const preload = jest.spyOn(Modal, 'preload');
    const client = new QueryClient();
    await prefetchLinkedProduct(client, '?product=p-1&tab=2');
    expect(asked).toEqual(['p-1']);
    expect(preload).toHaveBeenCalled();
    expect(client.getQueryData(productQuery('p-1').queryKey)).toMatchObject({ uuid: 'p-1' });
  });

  it('reads nothing without a linked product', async () => {
    const preload = jest.spyOn(Modal, 'preload');
    preload.mockClear();
    await prefetchLinkedProduct(new QueryClient(), '?tab=2');
    expect(asked).toEqual([]);
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('a product opened from a list', () => {
  it('is shown at once from the list that holds it (title, picture, stocks), then from its own answer', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(`${API}rest/products/:uuid`, async ({ params }) => {
        asked.push(String(params.uuid));
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { uuid: params.uuid, translation: { title: 'Four Cheese Pizza' }, stocks: [], galleries: [{ path: '/b.jpg' }] } });
      }),
    );
    const client = new QueryClient();
    const card = { uuid: 'p-2', img: '/a.jpg', translation: { title: 'Four Cheese Pizza' }, stocks: [{ id: 5, price: 12, quantity: 3, addons: [] }] };
    client.setQueryData(['rest/shops', 1, 'products'], { all: [{ id: 1, products: [{ uuid: 'p-1', translation: { title: 'Other' }, stocks: [] }, card] }] });
    const { result } = renderHook(() => useProduct('p-2'), { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    expect(result.current.data).toEqual(card);
    expect(result.current.isPlaceholderData).toBe(true);
    // Not asked in the render that shows it (the tap's task), but once that frame is painted.
    expect(asked).not.toContain('p-2');
    await waitFor(() => expect(asked).toContain('p-2'));
    answer();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.galleries).toEqual([{ path: '/b.jpg' }]);
  });

  it('waits for its answer when no list holds it', () => {
    const client = new QueryClient();
    expect(productFromLists(client, 'p-9')).toBeUndefined();
    client.setQueryData(['catalogue', 'search', 'products'], { data: [{ uuid: 'p-8', translation: { title: 'Soup' }, stocks: [] }] });
    expect(productFromLists(client, 'p-9')).toBeUndefined();
    expect(productFromLists(client, 'p-8')?.translation?.title).toBe('Soup');
  });
});
