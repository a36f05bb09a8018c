// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { RangeChoice } from './date-range';
import { RangeSelector } from './range-selector';

const TODAY = '2026-03-01';

// The text under a field: its error once it has one.
const textUnder = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function openCustom() {
  const user = userEvent.setup();
  const onChange = vi.fn<(choice: RangeChoice) => void>();
  renderWithProviders(
    <RangeSelector
      choice={{ kind: 'preset', days: 30 }}
      range={{ from: '2026-01-31', to: TODAY }}
      today={TODAY}
      onChange={onChange}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Custom' }));
  const form = screen.getByRole('form', { name: 'Custom date range' });
  const from = within(form).getByLabelText('From');
  const to = within(form).getByLabelText('To');
  // A date input takes its value as a whole, as a browser's date picker gives it.
  const setDay = (field: HTMLElement, day: string) =>
    fireEvent.change(field, { target: { value: day } });
  const apply = () => user.click(within(form).getByRole('button', { name: 'Apply' }));
  return { onChange, from, to, setDay, apply };
}

describe('custom date range', () => {
  it('starts from the range shown and applies a new one', async () => {
    const { onChange, from, to, setDay, apply } = await openCustom();
    expect(from).toHaveProperty('value', '2026-01-31');
    expect(to).toHaveProperty('value', TODAY);
    setDay(from, '2026-01-01');
    await apply();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenCalledWith({ kind: 'custom', from: '2026-01-01', to: TODAY });
  });

  it('shows each problem under its date and applies nothing', async () => {
    const { onChange, from, to, setDay, apply } = await openCustom();
    setDay(from, '2026-02-15');
    setDay(to, '2026-02-01');
    await apply();
    await waitFor(() =>
      expect(textUnder(from)).toBe('The start date must not be after the end date.'),
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');

    setDay(from, '2023-01-01');
    await apply();
    await waitFor(() => expect(textUnder(to)).toBe('Choose at most 731 days.'));
    expect(textUnder(from)).toBeUndefined();

    setDay(from, '');
    await apply();
    await waitFor(() => expect(textUnder(from)).toBe('This field is required.'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
