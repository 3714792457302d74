import type { ParcelOrderBody } from '@market/contract';
import { API, createApiServer, http, HttpResponse } from '@market/testing';
import { createParcel } from './parcels-api.ts';

/** What the parcel POST answers in each test: this API's page address, or the parcel as a family backend answers it. */
let created: object;
const asked: string[] = [];
createApiServer(
  http.post(`${API}dashboard/user/parcel-orders`, () => HttpResponse.json({ data: created }, { status: 201 })),
  http.get(`${API}dashboard/user/order-stripe-process`, ({ request }) => {
    asked.push(`stripe parcel_id=${new URL(request.url).searchParams.get('parcel_id')}`);
    return HttpResponse.json({ data: { data: { url: '/api/v1/sandbox/pay/parcel-token' } } });
  }),
);

const body = { type_id: 1, payment_id: 3 } as ParcelOrderBody;
const parcel = { id: 41, status: 'new' };

beforeEach(() => {
  asked.length = 0;
});

describe('createParcel', () => {
  it("goes to the page this API answers for a provider, without asking the provider's route", async () => {
    created = { url: '/api/v1/sandbox/pay/direct' };
    await expect(createParcel(body, 'stripe')).resolves.toEqual({ url: '/api/v1/sandbox/pay/direct' });
    expect(asked).toEqual([]);
  });

  it("asks the provider's route for the parcel's page when the backend answers the parcel (the family's way)", async () => {
    created = parcel;
    await expect(createParcel(body, 'stripe')).resolves.toEqual({ url: '/api/v1/sandbox/pay/parcel-token' });
    expect(asked).toEqual(['stripe parcel_id=41']);
  });

  it('answers the parcel paid in cash or from the wallet', async () => {
    created = parcel;
    await expect(createParcel(body, 'cash')).resolves.toEqual(parcel);
    await expect(createParcel(body, 'wallet')).resolves.toEqual(parcel);
    expect(asked).toEqual([]);
  });
});
