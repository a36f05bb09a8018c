import i18n from 'i18next';
import { createFormControl } from 'react-hook-form';
import { initTurkishWithEnglish } from '../../test/test-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../api-error';
import { errorText } from '../error-text';
import { applyServerError } from './server-error';

beforeAll(() => initTurkishWithEnglish(i18n));

// A real react-hook-form form, outside React.
const signUpForm = () =>
  createFormControl({ defaultValues: { name: '', email: '', password: '' } });
const say = (error: unknown) => errorText(i18n.t.bind(i18n), error);

describe('applyServerError', () => {
  it('puts a field error of the API under that field', () => {
    const form = signUpForm();
    applyServerError(
      form,
      new ApiError(409, { error: 'email: taken', code: 'auth.email_taken', field: 'email' }),
    );
    const { errors } = form.control._formState;
    expect(errors.email?.type).toBe('auth.email_taken');
    expect(say(errors.email)).toBe(
      'Bu e-posta adresiyle açılmış bir hesap zaten var. Bunun yerine oturum açın.',
    );
    expect(errors.root).toBeUndefined();
  });

  it('puts every issue of a validation answer under its field, with its params', () => {
    const form = signUpForm();
    applyServerError(
      form,
      new ApiError(400, {
        error: 'name: Name is required; password: ...',
        code: 'validation.required',
        issues: [
          { code: 'validation.required', field: 'name', message: 'Name is required' },
          { code: 'validation.too_short', field: 'password', params: { minimum: 8 }, message: '' },
          { code: 'validation.too_long', field: 'password', params: { maximum: 256 }, message: '' },
        ],
      }),
    );
    const { errors } = form.control._formState;
    expect(say(errors.name)).toBe('Bu alan zorunlu.');
    // The first problem of a field is the one it shows.
    expect(say(errors.password)).toBe('En az 8 karakter kullanın.');
    expect(errors.root).toBeUndefined();
  });

  it("maps the API's field names to the form's", () => {
    const form = createFormControl({ defaultValues: { current: '', next: '' } });
    applyServerError(
      form,
      new ApiError(400, {
        success: false,
        error: { code: 'auth.wrong_password', field: 'currentPassword', message: 'Wrong' },
      }),
      { fields: { currentPassword: 'current' } },
    );
    expect(form.control._formState.errors.current?.type).toBe('auth.wrong_password');
  });

  it('makes anything else the form-level message', () => {
    const form = signUpForm();
    applyServerError(form, new ApiError(404, false));
    expect(say(form.control._formState.errors.root?.form)).toBe('E-posta veya parola hatalı.');

    const offline = signUpForm();
    applyServerError(offline, new ApiError(NETWORK_ERROR_STATUS, null));
    expect(offline.control._formState.errors.root?.form?.type).toBe('client.network');

    // A field the form does not have (the reset link's token) is the form's message too.
    const reset = createFormControl({ defaultValues: { password: '' } });
    applyServerError(
      reset,
      new ApiError(400, { error: 'x', code: 'auth.reset_link_invalid', field: 'token' }),
    );
    expect(reset.control._formState.errors.root?.form?.type).toBe('auth.reset_link_invalid');

    const rateLimited = signUpForm();
    applyServerError(
      rateLimited,
      new ApiError(429, { error: 'x', code: 'request.rate_limited', params: { minutes: 15 } }),
    );
    expect(say(rateLimited.control._formState.errors.root?.form)).toBe(
      'Çok fazla deneme yapıldı. 15 dakika sonra yeniden deneyin.',
    );
  });
});
