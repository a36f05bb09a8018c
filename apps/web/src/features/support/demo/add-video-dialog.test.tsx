// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AddVideoDialog } from './add-video-dialog';

const PATH = '/api/support/walkthroughs';

// The walkthroughs API: each addition answers `answer`, and what it was sent is kept.
function walkthroughsApi(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(PATH, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
    http.get(PATH, () => HttpResponse.json({ success: true, data: [] })),
  );
  return { sent };
}

// The text a field points to: its helper text, or its error in place of it.
const describedText = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function openDialog() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<AddVideoDialog onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add a walkthrough video' });
  const fill = async () => {
    await user.click(within(dialog).getByRole('combobox', { name: /Tool/ }));
    await user.click(await screen.findByRole('option', { name: 'Assess Knowledge' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' Taking a quiz ');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Video link/ }),
      'https://videos.example.test/quiz.mp4',
    );
  };
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Add video' }));
  return { user, onClose, dialog, fill, save };
}

describe('add video dialog', () => {
  it("shows the contract's rules under their fields and sends nothing", async () => {
    const api = walkthroughsApi(() => HttpResponse.json({}, { status: 500 }));
    const { user, dialog, save } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Video link/ }), 'http://x.test');
    await save();

    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(describedText(title)).toBe('This field is required.'));
    expect(describedText(within(dialog).getByRole('textbox', { name: /Video link/ }))).toBe(
      'Use an https:// link or a path on this site.',
    );
    expect(api.sent).toEqual([]);
  });

  it('adds a link and closes', async () => {
    const api = walkthroughsApi(() =>
      HttpResponse.json(
        {
          success: true,
          data: {
            id: '0d9f3a4e-7c1b-4b8e-9a43-5f6d2e1c0b7a',
            tool: 'quiz',
            title: 'Taking a quiz',
            description: '',
            videoUrl: 'https://videos.example.test/quiz.mp4',
            mimeType: null,
            captions: null,
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        },
        { status: 201 },
      ),
    );
    const { onClose, fill, save } = await openDialog();
    await fill();
    await save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent).toEqual([
      {
        tool: 'quiz',
        title: 'Taking a quiz',
        description: '',
        url: 'https://videos.example.test/quiz.mp4',
      },
    ]);
  });

  it("puts the server's refusal of the link under the link", async () => {
    walkthroughsApi(() =>
      HttpResponse.json(
        {
          success: false,
          error: {
            code: 'support.video_link',
            message: 'English words the screen must not show',
            field: 'url',
          },
        },
        { status: 400 },
      ),
    );
    const { dialog, onClose, fill, save } = await openDialog();
    await fill();
    await save();

    const link = within(dialog).getByRole('textbox', { name: /Video link/ });
    await waitFor(() =>
      expect(describedText(link)).toBe('Use an https:// link or a path on this site.'),
    );
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByText(/English words/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
