// @vitest-environment jsdom
import Dialog from '@mui/material/Dialog';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { useToast } from './use-toast';

function Trigger({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <>
      <button
        onClick={() =>
          toast({ message: 'Note deleted.', action: { label: 'Undo', onClick: onUndo } })
        }
      >
        delete
      </button>
      <button onClick={() => toast({ message: 'Could not save.', severity: 'error' })}>fail</button>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows a message with its action, and the action runs once and closes it', async () => {
    const onUndo = vi.fn();
    renderWithProviders(<Trigger onUndo={onUndo} />);
    fireEvent.click(await screen.findByRole('button', { name: 'delete' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Note deleted.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('announces errors as alerts, and a newer toast replaces the one showing', async () => {
    renderWithProviders(<Trigger onUndo={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'delete' }));
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not save.');
    expect(screen.queryByText('Note deleted.')).toBeNull();
  });

  it('is heard while a dialog is open: it is not hidden with the page behind the dialog', async () => {
    renderWithProviders(
      <Dialog open>
        <Trigger onUndo={() => {}} />
      </Dialog>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'fail' }));
    // findByRole skips what aria-hidden hides from screen readers.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not save.');
  });
});
