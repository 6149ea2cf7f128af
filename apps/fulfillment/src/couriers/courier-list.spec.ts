import { isListedCourier, LISTED_COURIER_COUNT } from './courier-list';

describe('the instant-verification courier list', () => {
  it('holds the reference list, majors and sandbox couriers included, matched case-insensitively', () => {
    expect(LISTED_COURIER_COUNT).toBe(1343);
    for (const code of ['fedex', 'ups', 'usps', 'dhl', 'dhl-api', 'test-courier', 'testing-courier', ' FedEx ']) expect(isListedCourier(code)).toBe(true);
    expect(isListedCourier('Joe Local Trucking')).toBe(false);
  });
});
