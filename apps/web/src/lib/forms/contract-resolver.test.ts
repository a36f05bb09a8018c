import { signUpSchema } from '@rehearse/contracts/auth';
import { newShortcutSchema } from '@rehearse/contracts/shortcuts';
import { withCode } from '@rehearse/contracts/validation-issues';
import i18n from 'i18next';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { initTurkishWithEnglish } from '../../test/test-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';

beforeAll(() => initTurkishWithEnglish(i18n));

// As react-hook-form calls a resolver for a form without registered inputs.
const resolve = <Schema extends z.ZodType>(schema: Schema, values: z.input<Schema> & FieldValues) =>
  contractResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<z.input<Schema> & FieldValues>);

describe('contractResolver', () => {
  it('answers each field its first problem as the code the API would give, in Turkish', async () => {
    const { errors } = await resolve(signUpSchema, {
      name: '  ',
      email: 'not-an-email',
      password: 'short',
    });
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
      const { errors } = await resolve(signUpSchema, {
        name: 'A',
        email: 'a@b.co',
        password: 'x'.repeat(257),
      });
      expect(errors.password?.message).toBe('Use at most 256 characters.');
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('gives the values the schema makes (trimmed, lower-cased) when all is well', async () => {
    const result = await resolve(signUpSchema, {
      name: ' Ada ',
      email: ' Ada@Example.COM ',
      password: 'long enough',
    });
    expect(result).toEqual({
      values: { name: 'Ada', email: 'ada@example.com', password: 'long enough' },
      errors: {},
    });
  });

  it("translates a form's own coded rule", async () => {
    const terms = z.object({
      agreeToTerms: z.boolean().refine(Boolean, withCode('validation.must_agree_terms', 'Agree')),
    });
    const { errors } = await resolve(terms, { agreeToTerms: false });
    expect(errors.agreeToTerms).toMatchObject({
      type: 'validation.must_agree_terms',
      message: 'Devam etmek için koşulları kabul etmelisiniz.',
    });
  });

  it('gives the link rule its code (a refinement marked with withCode)', async () => {
    const { errors } = await resolve(newShortcutSchema, {
      label: 'Evil',
      icon: 'home',
      link: 'javascript:alert(1)',
    });
    expect(errors.link).toMatchObject({
      type: 'validation.app_link',
      message: '/ ile başlayan bir uygulama yolu ya da bir http(s) adresi kullanın.',
    });
  });
});
