import { signUpSchema } from '@rehearse/contracts/auth';
import { newShortcutSchema } from '@rehearse/contracts/shortcuts';
import { withCode } from '@rehearse/contracts/validation-issues';
import i18n from 'i18next';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../../public/i18n/en.json';
import tr from '../../../public/i18n/tr.json';
import { contractResolver } from './contract-resolver';

beforeAll(() =>
  i18n.init({
    lng: 'tr',
    fallbackLng: 'en',
    resources: { en: { translation: en }, tr: { translation: tr } },
    interpolation: { escapeValue: false },
  }),
);

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

describe('contractResolver', () => {
  it('answers each field its first problem as the code the API would give, in Turkish', async () => {
    const resolve = contractResolver(signUpSchema);
    const { errors } = await resolve(
      { name: '  ', email: 'not-an-email', password: 'short' },
      undefined,
      options,
    );
    expect(errors).toEqual({
      name: { type: 'validation.required', message: 'Bu alan zorunlu.', ref: undefined },
      email: {
        type: 'validation.invalid_email',
        message: 'Geçerli bir e-posta adresi girin.',
        ref: undefined,
      },
      password: {
        type: 'validation.too_short',
        message: 'En az 8 karakter kullanın.',
        types: { params: JSON.stringify({ minimum: 8 }) },
        ref: undefined,
      },
    });
  });

  it('speaks the language of the moment', async () => {
    await i18n.changeLanguage('en');
    try {
      const { errors } = await contractResolver(signUpSchema)(
        { name: 'A', email: 'a@b.co', password: 'x'.repeat(257) },
        undefined,
        options,
      );
      expect(errors.password?.message).toBe('Use at most 256 characters.');
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('gives the values the schema makes (trimmed, lower-cased) when all is well', async () => {
    const result = await contractResolver(signUpSchema)(
      { name: ' Ada ', email: ' Ada@Example.COM ', password: 'long enough' },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { name: 'Ada', email: 'ada@example.com', password: 'long enough' },
      errors: {},
    });
  });

  it("translates a form's own coded rule", async () => {
    const terms = z.object({
      agreeToTerms: z.boolean().refine(Boolean, withCode('validation.must_agree_terms', 'Agree')),
    });
    const { errors } = await contractResolver(terms)({ agreeToTerms: false }, undefined, options);
    expect(errors.agreeToTerms).toMatchObject({
      type: 'validation.must_agree_terms',
      message: 'Devam etmek için koşulları kabul etmelisiniz.',
    });
  });

  it('gives the link rule its code (a refinement marked with withCode)', async () => {
    const { errors } = await contractResolver(newShortcutSchema)(
      { label: 'Evil', icon: 'home', link: 'javascript:alert(1)' },
      undefined,
      options,
    );
    expect(errors.link).toMatchObject({
      type: 'validation.app_link',
      message: '/ ile başlayan bir uygulama yolu ya da bir http(s) adresi kullanın.',
    });
  });
});
