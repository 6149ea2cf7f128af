import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { mount } from '@netline/web-kit';
import { App } from './app';

// The kit's theme and notices (libs/web-kit); what a merchant's person can do about a failure is the
// dashboard's own to say: a refusal by role goes to an admin of their team, an outage to Netline support.
mount(<App />, {
  notifications: true,
  advice: (error) =>
    error.status === 403
      ? 'Your role does not allow this. Ask an admin of your team.'
      : error.status === 0 || error.status >= 500
        ? 'Try again in a moment; if it keeps failing, contact Netline support.'
        : undefined,
});
