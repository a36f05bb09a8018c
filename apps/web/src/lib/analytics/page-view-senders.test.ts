import { describe, expect, it } from 'vitest';
import { GA_COLLECT_URL, gaCollectUrl, withoutSecrets } from './page-view-senders';

describe('withoutSecrets', () => {
  it('drops secret-bearing query parameters and keeps the rest with the hash', () => {
    expect(withoutSecrets('/reset-password?token=abc&x=1#h')).toBe('/reset-password?x=1#h');
    expect(withoutSecrets('/apps/quiz?level=2')).toBe('/apps/quiz?level=2');
  });
});

describe('gaCollectUrl', () => {
  it('builds a GA4 page_view hit with absolute location and referrer', () => {
    const url = new URL(
      gaCollectUrl({
        measurementId: 'G-TEST123',
        clientId: '42.1700000000',
        origin: 'https://rehearse.example',
        title: 'Home | Rehearse',
        report: { url: '/workspace/home?tab=1', referrer: '/user/profile' },
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GA_COLLECT_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '2',
      tid: 'G-TEST123',
      cid: '42.1700000000',
      en: 'page_view',
      dl: 'https://rehearse.example/workspace/home?tab=1',
      dt: 'Home | Rehearse',
      dr: 'https://rehearse.example/user/profile',
    });
  });
});
