import { describe, expect, it } from 'vitest';
import { describeError, redactLogFields, redactText } from './log-redaction';

const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('log redaction', () => {
  it('hides the values of secret-named fields at any depth', () => {
    expect(
      redactLogFields({
        msg: 'x',
        password: 'hunter22',
        nested: { passwordHash: hash, accessToken: 'abc', list: [{ Authorization: 'Bearer x' }] },
        headers: { cookie: 'sid=1', 'x-api-key': 'k' },
        jwtSecret: 's',
        path: '/api/auth/sign-in',
      }),
    ).toEqual({
      msg: 'x',
      password: '[redacted]',
      nested: {
        passwordHash: '[redacted]',
        accessToken: '[redacted]',
        list: [{ Authorization: '[redacted]' }],
      },
      headers: { cookie: '[redacted]', 'x-api-key': '[redacted]' },
      jwtSecret: '[redacted]',
      path: '/api/auth/sign-in',
    });
  });

  it('hides the password of a connection URL inside text', () => {
    expect(
      redactText('connect to smtp://mailer:s3cret@mail.example:587 and postgres://app:pw@db/app'),
    ).toBe(
      'connect to smtp://mailer:[redacted]@mail.example:587 and postgres://app:[redacted]@db/app',
    );
    expect(redactText('see https://rehearse.example/a:b@c')).toBe(
      'see https://rehearse.example/a:b@c',
    );
  });

  it('hides query parameters, password hashes, bearer tokens and JWTs inside text', () => {
    const text = redactText(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.c,${hash}\n    at Query.run (x.js:1:1)\nhash ${hash} header Bearer abc.def token ${jwt}`,
    );
    expect(text).not.toContain('a@b.c');
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('abc.def');
    expect(text).not.toContain(jwt);
    expect(text).toContain('Failed query: insert into "users"');
    expect(text).toContain('params: [redacted]\n    at Query.run (x.js:1:1)');
  });

  it('describes a failed query by its SQL and the reason, never by its parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "nope"'), {
      code: '22P02',
    });
    const err = Object.assign(
      new Error(`Failed query: select 1 where $1 = $2\nparams: nope,${'s3cret-value'}`),
      { query: 'select 1 where $1 = $2', params: ['nope', 's3cret-value'], cause },
    );
    const fields = describeError(err);
    expect(fields).toMatchObject({
      error: 'Failed query: select 1 where $1 = $2 (invalid input syntax for type uuid: "nope")',
      code: '22P02',
    });
    expect(JSON.stringify(fields)).not.toContain('s3cret-value');
  });
});
