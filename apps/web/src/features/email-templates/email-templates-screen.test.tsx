// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateKind,
} from '@rehearse/contracts/email-templates';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { EmailTemplatesScreen } from './email-templates-screen';

const BASE = '/api/recruiter/email-templates';
const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const XSS = '<img src=x onerror="window.__xss = true">';

const template = (kind: EmailTemplateKind, overrides: Partial<EmailTemplate> = {}) => ({
  kind,
  subject: `Subject of ${kind}`,
  body: `Hi {{candidate.firstName}},\n\nBody of ${kind}.`,
  customized: false,
  updated_at: null,
  variables: [
    { name: 'candidate.firstName', description: 'The candidate’s first name' },
    { name: 'posting.title', description: 'The job posting’s title' },
  ],
  required_variable: null,
  ...overrides,
});

type Call = { method: string; path: string; body?: EmailTemplateInput };

// The templates API: `received` is customised; every preview answers what it was sent, with the
// body dropped into the HTML exactly as given (as if the server did not escape it).
function templatesApi(role: OrganizationRole) {
  const calls: Call[] = [];
  const list = [
    template('invitation', { required_variable: 'interview.link' }),
    template('reminder'),
    template('received', { customized: true, updated_at: '2026-11-20T10:00:00.000Z' }),
    template('advance'),
    template('rejection'),
    template('team-invitation'),
  ];
  apiServer.use(
    http.get('/api/recruiter/organization', () =>
      ok({
        id: 'o1',
        name: 'Northwind Talent',
        organization_type: 'recruiting',
        website: null,
        about: null,
        brand_color: '#0f766e',
        logo_url: null,
        role,
        updated_at: '2026-11-26T10:00:00.000Z',
      }),
    ),
    http.get(BASE, () => ok(list)),
    http.post(`${BASE}/:kind/preview`, async ({ request, params }) => {
      const body = (await request.json()) as EmailTemplateInput;
      calls.push({ method: 'POST', path: `${BASE}/${String(params.kind)}/preview`, body });
      if (body.body.includes('{{candidate.salary}}')) {
        return HttpResponse.json(
          {
            success: false,
            error: {
              code: 'emailTemplate.unknown_variable',
              message: 'not a variable',
              field: 'body',
              params: { variable: 'candidate.salary' },
            },
          },
          { status: 400 },
        );
      }
      return ok({
        subject: body.subject,
        html: `<!DOCTYPE html><html><body><p>${body.body}</p></body></html>`,
        text: body.body,
      });
    }),
    http.put(`${BASE}/:kind`, async ({ request, params }) => {
      const body = (await request.json()) as EmailTemplateInput;
      calls.push({ method: 'PUT', path: `${BASE}/${String(params.kind)}`, body });
      return ok(
        template(params.kind as EmailTemplateKind, {
          ...body,
          customized: true,
          updated_at: '2026-11-27T10:00:00.000Z',
        }),
      );
    }),
    http.delete(`${BASE}/:kind`, ({ params }) => {
      calls.push({ method: 'DELETE', path: `${BASE}/${String(params.kind)}` });
      return ok(template(params.kind as EmailTemplateKind));
    }),
  );
  return calls;
}

const show = (url = '/recruiter/email') => renderWithProviders(<EmailTemplatesScreen />, { url });
const bodyField = () => screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
const subjectField = () => screen.getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement;
const previewFrame = () => screen.getByTitle('Preview of the email') as HTMLIFrameElement;

describe('Email templates', () => {
  it('lists the six emails, marks the customised one, and opens the kind in the URL', async () => {
    templatesApi('owner');
    show('/recruiter/email?kind=received');
    const list = await screen.findByRole('list', { name: 'Emails' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Interview invitation'),
      expect.stringContaining('Reminder'),
      expect.stringContaining('Interview received'),
      expect.stringContaining('Next stage'),
      expect.stringContaining('Not moving forward'),
      expect.stringContaining('Team invitation'),
    ]);
    expect(links[2]!.getAttribute('aria-current')).toBe('page');
    expect(within(links[2]!).getByText('Customised')).toBeTruthy();
    expect(within(links[0]!).queryByText('Customised')).toBeNull();
    expect(links[3]!.getAttribute('href')).toBe('/recruiter/email?kind=advance');
    expect(screen.getByRole('heading', { name: 'Interview received' })).toBeTruthy();
    expect(subjectField().value).toBe('Subject of received');
  });

  it('previews the draft live, saves it, and shows what was saved', async () => {
    const calls = templatesApi('owner');
    show();
    await screen.findByRole('heading', { name: 'Interview invitation' });
    await waitFor(() =>
      expect(previewFrame().getAttribute('srcdoc')).toContain('Body of invitation.'),
    );
    expect(screen.getByText('Must include {{interview.link}}.', { exact: false })).toBeTruthy();

    const user = userEvent.setup();
    await user.clear(subjectField());
    await user.type(subjectField(), 'Your interview');
    await waitFor(() =>
      expect(screen.getByTestId('preview-subject').textContent).toBe('Your interview'),
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `${BASE}/invitation`,
      body: {
        subject: 'Your interview',
        body: 'Hi {{candidate.firstName}},\n\nBody of invitation.',
      },
    });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    const list = screen.getByRole('list', { name: 'Emails' });
    expect(within(within(list).getAllByRole('link')[0]!).getByText('Customised')).toBeTruthy();
  });

  it('shows the server’s complaint about an unknown variable at the message field', async () => {
    templatesApi('owner');
    show();
    await screen.findByRole('heading', { name: 'Interview invitation' });
    // Typed as one change: user-event reads { as the start of a key name.
    fireEvent.change(bodyField(), { target: { value: 'Your salary is {{candidate.salary}}.' } });
    expect(
      await screen.findByText(
        '“candidate.salary” is not a variable of this email. Pick one from Insert variable.',
      ),
    ).toBeTruthy();
    expect(bodyField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the template to see its preview.')).toBeTruthy();
  });

  it('inserts a variable where the cursor is', async () => {
    templatesApi('owner');
    show('/recruiter/email?kind=advance');
    await screen.findByRole('heading', { name: 'Next stage' });
    const body = bodyField();
    fireEvent.change(body, { target: { value: 'Hello , welcome.' } });
    body.focus();
    body.setSelectionRange(6, 6);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert variable' }));
    const menu = await screen.findByRole('menu', { name: 'Variables of this email' });
    await user.click(within(menu).getByText('{{posting.title}}'));
    expect(bodyField().value).toBe('Hello {{posting.title}}, welcome.');
  });

  it('never runs markup from a template or a preview: the preview is a sandboxed frame', async () => {
    templatesApi('owner');
    show('/recruiter/email?kind=rejection');
    await screen.findByRole('heading', { name: 'Not moving forward' });
    fireEvent.change(bodyField(), { target: { value: `Dear {{candidate.firstName}} ${XSS}` } });
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toContain(XSS));

    const frame = previewFrame();
    // An empty sandbox: no scripts, no same origin, no popups, no top navigation.
    expect(frame.getAttribute('sandbox')).toBe('');
    // The markup is in the frame's srcdoc only: nowhere in this page's DOM, and it never ran.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
    // The field and the plain-text tab show it as the characters it is.
    expect(bodyField().value).toContain(XSS);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Plain text' }));
    const text = screen.getByRole('tabpanel', { name: 'Plain text' });
    expect(text.textContent).toBe(`Dear {{candidate.firstName}} ${XSS}`);
  });

  it('resets a customised email to the default after confirming', async () => {
    const calls = templatesApi('recruiter');
    show('/recruiter/email?kind=received');
    await screen.findByRole('heading', { name: 'Interview received' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset this email to the default?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }),
    );
    expect(await screen.findByText('Back to the default wording.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: `${BASE}/received` });
    expect(screen.queryByRole('button', { name: 'Reset to default' })).toBeNull();
  });

  it('asks before leaving an email with unsaved changes', async () => {
    templatesApi('owner');
    const { router } = show('/recruiter/email?kind=invitation');
    await screen.findByRole('heading', { name: 'Interview invitation' });
    fireEvent.change(subjectField(), { target: { value: 'Changed' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /Reminder/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?kind=invitation');
    expect(subjectField().value).toBe('Changed');

    await user.click(screen.getByRole('link', { name: /Reminder/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Reminder' })).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=reminder');
    expect(subjectField().value).toBe('Subject of reminder');
  });

  it('shows a reviewer the templates read-only, with the preview', async () => {
    templatesApi('reviewer');
    show();
    await screen.findByRole('heading', { name: 'Interview invitation' });
    expect(
      screen.getByText('Reviewers can read the email templates; owners and recruiters edit them.'),
    ).toBeTruthy();
    expect(subjectField().readOnly).toBe(true);
    expect(bodyField().readOnly).toBe(true);
    for (const name of ['Save', 'Reset to default', 'Insert variable']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await waitFor(() =>
      expect(previewFrame().getAttribute('srcdoc')).toContain('Body of invitation.'),
    );
  });

  it('offers Retry when the templates cannot be loaded', async () => {
    templatesApi('owner');
    let failures = 1;
    apiServer.use(
      http.get(BASE, () => {
        if (failures-- > 0) {
          return HttpResponse.json(
            { success: false, error: { code: 'server.internal', message: 'x' } },
            { status: 500 },
          );
        }
        return ok([template('invitation')]);
      }),
    );
    show();
    expect(await screen.findByText('The email templates could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Interview invitation' })).toBeTruthy();
  });
});
