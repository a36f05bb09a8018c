import { describe, expect, it } from 'vitest';
import { storeTrackingParams } from './store-tracking-params';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('storeTrackingParams', () => {
  it('stores promo_code and session_id in both storages when non-empty', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    storeTrackingParams(
      new URLSearchParams('promo_code=SPRING&session_id=cs_123&x=1'),
      local,
      session,
    );
    expect(Object.fromEntries(local.items)).toEqual({ promo_code: 'SPRING', session_id: 'cs_123' });
    expect(Object.fromEntries(session.items)).toEqual({
      promo_code: 'SPRING',
      session_id: 'cs_123',
    });
  });

  it('writes an empty value only to localStorage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    storeTrackingParams(new URLSearchParams('promo_code='), local, session);
    expect(Object.fromEntries(local.items)).toEqual({ promo_code: '' });
    expect(session.items.size).toBe(0);
  });

  it('leaves storage alone when the parameters are absent', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    storeTrackingParams(new URLSearchParams('redirectURL=%2Fhome'), local, session);
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
  });
});
