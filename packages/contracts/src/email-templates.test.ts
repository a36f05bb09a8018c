import { describe, expect, it } from 'vitest';
import { emailTemplateInputSchema, findTemplateProblem, parseTemplate } from './email-templates';

describe('parseTemplate', () => {
  it('splits text and variables, allowing spaces inside the braces', () => {
    expect(parseTemplate('Hi {{ candidate.firstName }}, see {{interview.link}}.')).toEqual({
      parts: [
        { type: 'text', text: 'Hi ' },
        { type: 'variable', name: 'candidate.firstName', index: 3 },
        { type: 'text', text: ', see ' },
        { type: 'variable', name: 'interview.link', index: 34 },
        { type: 'text', text: '.' },
      ],
    });
  });

  it('keeps single braces as text', () => {
    expect(parseTemplate('a {b} c { d }')).toEqual({
      parts: [{ type: 'text', text: 'a {b} c { d }' }],
    });
  });

  it.each([
    ['an opening without a close', 'Hi {{name', 3],
    ['a close first', 'Hi name}} and {{x}}', 7],
    ['an opening inside a variable', '{{a {{b}}', 0],
  ])('finds %s', (_, text, index) => {
    expect(parseTemplate(text)).toEqual({
      problem: { code: 'emailTemplate.unbalanced_braces', index },
    });
  });

  it('names what is not a variable name', () => {
    expect(parseTemplate('{{ two words }}').problem).toEqual({
      code: 'emailTemplate.unknown_variable',
      variable: 'two words',
      index: 0,
    });
    expect(parseTemplate('{{}}').problem).toMatchObject({ variable: '' });
  });
});

describe('findTemplateProblem', () => {
  it('allows each kind its own variables only', () => {
    expect(findTemplateProblem('invitation', '{{interview.link}} {{deadline}}')).toBeUndefined();
    expect(findTemplateProblem('rejection', 'Hi {{interview.link}}')).toEqual({
      code: 'emailTemplate.unknown_variable',
      variable: 'interview.link',
      index: 3,
    });
    expect(findTemplateProblem('team-invitation', '{{candidate.name}}')).toMatchObject({
      variable: 'candidate.name',
    });
  });
});

describe('emailTemplateInputSchema', () => {
  it('trims, and refuses a subject of two lines', () => {
    expect(emailTemplateInputSchema.parse({ subject: ' Hi ', body: ' Body ' })).toEqual({
      subject: 'Hi',
      body: 'Body',
    });
    expect(emailTemplateInputSchema.safeParse({ subject: 'a\nb', body: 'x' }).success).toBe(false);
  });
});
