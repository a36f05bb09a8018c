// A card's due date is a calendar day: the native date field's yyyy-mm-dd is sent as midnight
// UTC, and shown in UTC, so the day never shifts with the reader's time zone (decision 066).
export const dueDateToField = (dueDate: string | null) => (dueDate ? dueDate.slice(0, 10) : '');

export const fieldToDueDate = (value: string) => (value ? `${value}T00:00:00.000Z` : null);

// Whether the day is before today (on the reader's calendar).
export function isOverdue(dueDate: string, now = new Date()) {
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return dueDate.slice(0, 10) < today;
}
