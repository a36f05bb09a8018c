// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { CONTOSO, NORTHWIND, adminPostingsApi } from './admin-postings-test-data';
import { AdminPostingEditorScreen } from './admin-posting-editor-screen';

describe('Admin posting editor', () => {
  it('creates a posting for the organization picked first, and opens it', async () => {
    const { calls } = adminPostingsApi();
    const { router } = renderWithProviders(<AdminPostingEditorScreen />, {
      url: '/admin/create-posting',
    });
    expect(await screen.findByText(/Choose the organization first/)).toBeTruthy();
    expect(screen.queryByLabelText(/Job title/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /Organization/ }), 'con');
    await user.click(await screen.findByRole('option', { name: 'Contoso Careers' }));
    await user.type(await screen.findByLabelText(/Job title/), 'Support Lead');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/jobs/view-posting/p-new'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/postings',
      body: { organization_id: CONTOSO, title: 'Support Lead' },
    });
    // The plan, rubric and team stay the recruiters'.
    expect(calls[0]!.body).not.toHaveProperty('hiring_team');
    expect(calls[0]!.body).not.toHaveProperty('rubric_id');
    expect(calls[0]!.body).not.toHaveProperty('questions');
  });

  it('starts with the organization from the address and puts the server’s refusal at its field', async () => {
    const { calls } = adminPostingsApi();
    renderWithProviders(<AdminPostingEditorScreen />, {
      url: `/admin/create-posting?organization=${NORTHWIND}`,
    });
    expect(await screen.findByDisplayValue('Northwind Talent')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Job title/), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Job title/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls[0]).toMatchObject({ body: { organization_id: NORTHWIND, title: 'Taken' } });
  });

  it('edits a posting’s fields and goes back to it', async () => {
    const { calls } = adminPostingsApi();
    const { router } = renderWithProviders(<AdminPostingEditorScreen postingId="p1" />, {
      url: '/admin/jobs/edit-posting/p1',
    });
    const title = await screen.findByLabelText(/Job title/);
    expect((title as HTMLInputElement).value).toBe('Senior Frontend Engineer');
    expect(screen.queryByRole('combobox', { name: /Organization/ })).toBeNull();
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'Staff Frontend Engineer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/jobs/view-posting/p1'));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/postings/p1',
      body: { title: 'Staff Frontend Engineer' },
    });
  });

  it('shows an error with Retry for a posting that cannot be loaded', async () => {
    adminPostingsApi();
    renderWithProviders(<AdminPostingEditorScreen postingId="missing" />, {
      url: '/admin/jobs/edit-posting/missing',
    });
    expect(await screen.findByText('The posting could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
