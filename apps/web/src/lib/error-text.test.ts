import { createInstance } from 'i18next';
import { initTurkishWithEnglish } from '../test/test-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { errorText } from './error-text';
import { toFieldError } from './forms/field-error';

const i18n = createInstance();
beforeAll(() => initTurkishWithEnglish(i18n));

const say = (error: unknown, language: 'en' | 'tr' = 'tr') =>
  errorText(i18n.getFixedT(language), error);

describe('errorText', () => {
  it("says a failed call's code in the chosen language, never the server's English", () => {
    const rateLimited = new ApiError(429, {
      error: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      code: 'request.rate_limited',
      params: { minutes: 15 },
    });
    expect(say(rateLimited)).toBe('Çok fazla deneme yapıldı. 15 dakika sonra yeniden deneyin.');
    expect(say(rateLimited, 'en')).toBe('Too many attempts. Try again in 15 minutes.');
    const product = new ApiError(409, {
      success: false,
      error: { code: 'interview.no_takes_left', message: 'No takes left for this question' },
    });
    expect(say(product)).toBe('Bu soru için deneme hakkınız kalmadı.');
  });

  it('chooses the plural form from the number', () => {
    const inMinutes = (minutes: number) =>
      new ApiError(429, { code: 'request.rate_limited', params: { minutes } });
    expect(say(inMinutes(1), 'en')).toBe('Too many attempts. Try again in 1 minute.');
    expect(say(inMinutes(2), 'en')).toBe('Too many attempts. Try again in 2 minutes.');
    // A proxy's 429 without a number still reads well.
    expect(say(new ApiError(429, 'Too Many Requests'), 'en')).toBe(
      'Too many attempts. Wait a little and try again.',
    );
  });

  it('chooses the form of the expected kind, or the plain text', () => {
    const wrongKind = (expected: string) =>
      new ApiError(400, { code: 'validation.invalid_type', params: { expected } });
    expect(say(wrongKind('int'))).toBe('Bir tam sayı girin.');
    expect(say(wrongKind('bigint'))).toBe('Bu değer beklenen türde değil.');
  });

  it('says answers without a code by their status', () => {
    expect(say(new ApiError(404, false))).toBe('E-posta veya parola hatalı.');
    expect(say(new ApiError(404, { error: 'NOT FOUND' }))).toBe('İstediğiniz içerik bulunamadı.');
    expect(say(new ApiError(NETWORK_ERROR_STATUS, null))).toBe(
      'Sunucuya bağlanılamıyor. Ağınızı kontrol edip yeniden deneyin.',
    );
    expect(say(new ApiError(500, { error: 'db exploded' }))).toBe(
      'Sunucuda bir sorun oluştu. Biraz sonra yeniden deneyin.',
    );
  });

  it('says a form field error from its code and params in the language of the moment', () => {
    const fieldError = toFieldError(
      { code: 'validation.too_short', params: { minimum: 8 } },
      'Use at least 8 characters.',
    );
    expect(say(fieldError)).toBe('En az 8 karakter kullanın.');
    expect(say(fieldError, 'en')).toBe('Use at least 8 characters.');
  });

  it('says anything else is an unknown problem', () => {
    expect(say(new Error('Cannot read properties of undefined'))).toBe(
      'Bir şeyler ters gitti. Yeniden deneyin.',
    );
    expect(say({ type: 'required', message: 'An English message' })).toBe(
      'Bir şeyler ters gitti. Yeniden deneyin.',
    );
  });
});
