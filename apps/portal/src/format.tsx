// Money, dates and labels are shown the same way in both browser apps: libs/web-kit.
export { date, dateTime, label, money } from '@netline/web-kit';
