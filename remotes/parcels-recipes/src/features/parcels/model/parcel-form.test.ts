import { emptyDraft, parcelBody, priceParams, sizeOf, validateParcel, type ParcelDraft } from './parcel-form.ts';

const NOW = new Date(2030, 4, 15, 9, 0);
const filled = (): ParcelDraft => ({
  ...emptyDraft(),
  typeId: 2,
  from: { name: 'Demo User', phone: '+1 202 555 0101', address: '1 Main St', latitude: 38.91, longitude: -77.03, house: '12', floor: '', room: '' },
  to: { name: 'Jamie Doe', phone: '+12025550177', address: '2 Side St', latitude: 38.9, longitude: -77.04, house: '', floor: '3', room: '7' },
  date: '2030-05-16',
  time: '15:00',
  description: ' Documents ',
});

describe('validateParcel', () => {
  it('accepts a complete draft', () => {
    expect(validateParcel(filled(), NOW)).toEqual({});
  });
  it('asks for the type, names, phones, geocoded addresses, date and time', () => {
    const errors = validateParcel(emptyDraft(), NOW);
    expect(errors).toMatchObject({
      typeId: 'parcel.error.type',
      'from.name': 'common:Required',
      'from.phone': 'common:Phone number is required',
      'to.address': 'common:Required',
      date: 'common:Required',
      time: 'common:Required',
    });
  });
  it('rejects a malformed phone, an address without a point and a time in the past', () => {
    const d = filled();
    d.to.phone = 'call me';
    d.from.latitude = undefined;
    d.date = '2030-05-15';
    d.time = '08:00';
    expect(validateParcel(d, NOW)).toEqual({
      'to.phone': 'common:Phone number is invalid',
      'from.address': 'parcel.error.address',
      time: 'parcel.error.past',
    });
  });
});

describe('priceParams', () => {
  it('waits for the type and both points', () => {
    expect(priceParams({ ...filled(), typeId: undefined })).toBeNull();
    expect(priceParams({ ...filled(), to: { ...filled().to, longitude: undefined } })).toBeNull();
  });
  it('names the points the way the API reads them', () => {
    expect(priceParams(filled(), 3)).toEqual({
      type_id: 2,
      'address_from[latitude]': 38.91,
      'address_from[longitude]': -77.03,
      'address_to[latitude]': 38.9,
      'address_to[longitude]': -77.04,
      currency_id: 3,
    });
  });
});

describe('parcelBody', () => {
  it('builds the order body: trimmed texts, floor as stage, currency and payment', () => {
    const body = parcelBody(filled(), { id: 1, rate: 1 }, 4);
    expect(body).toMatchObject({
      type_id: 2,
      currency_id: 1,
      rate: 1,
      payment_id: 4,
      address_from: { address: '1 Main St', house: '12', latitude: 38.91, longitude: -77.03 },
      address_to: { stage: '3', room: '7' },
      description: 'Documents',
      notify: true,
    });
    expect(body).not.toHaveProperty('note');
  });
});

describe('sizeOf', () => {
  const box = { max_width: 35, max_height: 25, max_length: 1200 };
  it('writes width × height × length with the app\'s number formatter in the language', () => {
    expect(sizeOf(box, 'en')).toBe('35 × 25 × 1,200');
    expect(sizeOf(box, 'fr')).toBe('35 × 25 × 1\u202f200');
    // Arabic with the app's Latin digits, as its prices and counts.
    expect(sizeOf(box, 'ar')).toBe('35 × 25 × 1,200');
  });
});
