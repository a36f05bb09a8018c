// The due date as the native date field holds it (yyyy-mm-dd, the reader's calendar day) and as
// the API stores it (an ISO date-time: the start of that day in the reader's time zone).
const pad = (value: number) => String(value).padStart(2, '0');

export function dueDateToField(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fieldToDueDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day)).toISOString();
}
