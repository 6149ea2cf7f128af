/** Money crosses the API as decimal US dollars. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function money(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : dollars.format(value);
}

/** A timestamp in the viewer's own time zone. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function date(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare calendar date is shown as written, not shifted by the viewer's offset.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00`).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

export function label(value: string | null | undefined): string {
  return value ? value.replace(/_/g, ' ') : '—';
}
