// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FileManagerItem, FileManagerListing } from '@rehearse/contracts/file-manager';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { FileManagerScreen } from './components/file-manager-screen';

const BASE = '/api/apps/file-manager';

const item = (
  id: string,
  name: string,
  fields: Partial<FileManagerItem> = {},
): FileManagerItem => ({
  id,
  folderId: null,
  name,
  createdBy: 'Jordan Reyes',
  createdAt: '2026-10-01T10:00:00.000Z',
  modifiedAt: '2026-11-01T10:00:00.000Z',
  size: '412 KB',
  type: 'PDF',
  contents: null,
  description: null,
  downloadable: true,
  ...fields,
});
const folder = (id: string, name: string, contents = '2 files') =>
  item(id, name, {
    type: 'folder',
    contents,
    size: '1.2 MB',
    description: 'Letters',
    downloadable: false,
  });

const root: FileManagerListing = {
  folders: [folder('f1', 'Cover Letters')],
  files: [
    item('a1', 'Resume.pdf'),
    item('a2', 'Pitch', { type: 'TXT', size: '3 KB', downloadable: false }),
  ],
  path: [],
};
const inside: FileManagerListing = {
  folders: [],
  files: [],
  path: [folder('f1', 'Cover Letters')],
};

// The file manager's calls over two folders; DELETE answers `deleteStatus`.
function serve({ deleteStatus = 200 } = {}) {
  const calls: string[] = [];
  apiServer.use(
    http.get(BASE, ({ request }) => {
      const folderId = new URL(request.url).searchParams.get('folderId');
      if (!folderId) return HttpResponse.json(root);
      if (folderId === 'f1') return HttpResponse.json(inside);
      return HttpResponse.json(
        { error: 'No folder with this id', code: 'request.not_found' },
        { status: 404 },
      );
    }),
    http.delete(`${BASE}/item`, ({ request }) => {
      calls.push(`DELETE ${new URL(request.url).searchParams.get('id')}`);
      return deleteStatus === 200
        ? HttpResponse.json({ deleted: 1 })
        : HttpResponse.json(
            { error: 'Database unavailable', code: 'server.internal' },
            { status: deleteStatus },
          );
    }),
  );
  return { calls };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Folders and files' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('FileManagerScreen', () => {
  it('shows folders first, then files, and opens a folder by its link', async () => {
    serve();
    const { router } = renderWithProviders(<FileManagerScreen />, { url: '/apps/file-manager' });
    await screen.findByText('Cover Letters');
    expect(names().map((n) => n?.split('2 files')[0])).toEqual([
      expect.stringContaining('Cover Letters'),
      expect.stringContaining('Resume.pdf'),
      expect.stringContaining('Pitch'),
    ]);
    await userEvent.click(screen.getByRole('link', { name: /Cover Letters/ }));
    await screen.findByText('This folder is empty');
    expect(router.state.location.pathname).toBe('/apps/file-manager/f1');
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('link', { name: 'My files' })).toBeTruthy();
    expect(within(crumbs).getByText('Cover Letters').getAttribute('aria-current')).toBe('page');
  });

  it('says when a folder does not exist and links back to the root', async () => {
    serve();
    renderWithProviders(<FileManagerScreen />, { url: '/apps/file-manager/gone' });
    await screen.findByText('This folder does not exist, or it was deleted.');
    expect(screen.getByRole('link', { name: 'Go to My files' }).getAttribute('href')).toBe(
      '/apps/file-manager',
    );
  });

  it('shows the details of ?item= and the list view of ?view=list', async () => {
    serve();
    renderWithProviders(<FileManagerScreen />, { url: '/apps/file-manager?view=list&item=a2' });
    const panel = await screen.findByRole('dialog', { name: 'Pitch' });
    expect(within(panel).getByText('Text file')).toBeTruthy();
    expect(within(panel).getByText('Jordan Reyes')).toBeTruthy();
    expect(within(panel).getByText('A sample file: it has no content to download.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Folders and files', hidden: true })).toBeTruthy();
  });

  it('deletes after confirming, and puts the item back with a toast when refused', async () => {
    const api = serve({ deleteStatus: 500 });
    renderWithProviders(<FileManagerScreen />, { url: '/apps/file-manager' });
    await screen.findByText('Resume.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Resume.pdf' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls).toEqual(['DELETE a1']));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The change was not saved/);
    expect(await screen.findByText('Resume.pdf')).toBeTruthy();
  });

  it('refuses a file of an unknown type before sending it', async () => {
    serve();
    renderWithProviders(<FileManagerScreen />, { url: '/apps/file-manager' });
    await screen.findByText('Resume.pdf');
    const input = screen.getByTestId('file-upload-input');
    await userEvent.upload(
      input,
      new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }),
      {
        applyAccept: false,
      },
    );
    const uploads = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(uploads).getByText('tool.exe')).toBeTruthy();
    expect(within(uploads).getByRole('alert').textContent).toMatch(/cannot be uploaded/);
  });
});
