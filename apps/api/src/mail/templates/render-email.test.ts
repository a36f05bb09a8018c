import {
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_VARIABLES,
  findTemplateProblem,
  REQUIRED_EMAIL_VARIABLES,
} from '@rehearse/contracts/email-templates';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES } from './default-templates';
import { textColorOn } from './email-layout';
import { renderEmail } from './render-email';

const brand = {
  companyName: 'Acme & Sons',
  logoUrl: 'https://rehearse.test/api/organizations/o1/logo?v=1',
  color: '#0f766e',
};

describe('renderEmail', () => {
  it('fills the variables into the subject, the HTML and the text, paragraph by paragraph', async () => {
    const email = await renderEmail({
      subject: 'Hello {{ candidate.firstName }} from {{company.name}}',
      body: 'Hi {{candidate.firstName}},\nwelcome.\n\nSecond paragraph for {{posting.title}}.',
      values: {
        'candidate.firstName': 'Alex',
        'company.name': 'Acme & Sons',
        'posting.title': 'QA',
      },
      brand,
    });
    expect(email.subject).toBe('Hello Alex from Acme & Sons');
    expect(email.text).toBe(
      'Hi Alex,\nwelcome.\n\nSecond paragraph for QA.\n\n-- \nSent by Acme & Sons with Rehearse.\n',
    );
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('Hi Alex,<br/>welcome.');
    expect(email.html).toContain('Second paragraph for QA.');
    expect(email.html).toContain('Acme &amp; Sons');
    expect(email.html).toContain('src="https://rehearse.test/api/organizations/o1/logo?v=1"');
    expect(email.html).toContain('#0f766e');
  });

  it('escapes every value: markup in a name is text, never an element or an attribute', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const email = await renderEmail({
      subject: 'For {{candidate.name}}',
      body: 'Dear {{candidate.name}},\n\n{{interview.link}}',
      values: {
        'candidate.name': attack,
        'interview.link': 'https://rehearse.test/interview?token="><script>alert(1)</script>',
      },
      brand: { ...brand, companyName: `Evil ${attack}` },
    });
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('&quot;&gt;&lt;script&gt;');
    // The subject and text are plain text; they keep the characters as they are.
    expect(email.subject).toBe(`For ${attack}`);
  });

  it('draws a link variable alone in its paragraph as a button in the brand colour, inline as a link', async () => {
    const link = 'https://rehearse.test/invitation?token=abc';
    const email = await renderEmail({
      subject: 'Join',
      body: `Join us.\n\n{{invitation.link}}\n\nOr open {{invitation.link}} yourself.`,
      values: { 'invitation.link': link },
      brand,
    });
    expect(email.html).toMatch(
      /<a[^>]*href="https:\/\/rehearse\.test\/invitation\?token=abc"[^>]*background-color:#0f766e[^>]*>/,
    );
    expect(email.html).toContain('Accept the invitation');
    expect(email.text).toContain(`Accept the invitation: ${link}\n\nOr open ${link} yourself.`);
  });

  it('keeps a link that is not http(s) as plain text', async () => {
    const email = await renderEmail({
      subject: 'x',
      body: '{{interview.link}}',
      values: { 'interview.link': 'javascript:alert(1)' },
      brand,
    });
    expect(email.html).not.toContain('href="javascript');
    expect(email.html).toContain('javascript:alert(1)');
  });

  it('writes button text that reads on the brand colour', () => {
    expect(textColorOn('#0f766e')).toBe('#ffffff');
    expect(textColorOn('#fde047')).toBe('#111827');
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#ffffff')).toBe('#111827');
  });
});

describe('the shipped defaults', () => {
  it('use only their kind’s variables, and the link their kind exists for', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const { subject, body } = DEFAULT_EMAIL_TEMPLATES[kind];
      expect(findTemplateProblem(kind, subject), kind).toBeUndefined();
      expect(findTemplateProblem(kind, body), kind).toBeUndefined();
      const required = REQUIRED_EMAIL_VARIABLES[kind];
      if (required) expect(body, kind).toContain(`{{${required}}}`);
      expect(subject.length).toBeLessThanOrEqual(200);
      // Each allowed variable is real: defaults mention none that is not allowed.
      expect(EMAIL_TEMPLATE_VARIABLES[kind].length).toBeGreaterThan(0);
    }
  });
});
