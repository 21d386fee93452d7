// Dates on certificates are calendar days, shown the same for everyone who reads them (UTC), in
// words so an employer abroad never misreads 03/04.
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDay(iso: string | null | undefined): string {
  return iso ? DAY.format(new Date(iso)) : '';
}
