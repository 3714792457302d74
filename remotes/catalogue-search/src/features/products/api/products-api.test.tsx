import { jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { Modal } from '@market/ui';
import { API, createApiServer, http, HttpResponse } from '@market/testing';
import { prefetchLinkedProduct, productQuery } from './products-api.ts';

const asked: string[] = [];
createApiServer(
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
