import '@mantine/core/styles.css';
import { mount } from '@netline/web-kit';
import { App } from './app';

// The theme the portal shares with the dashboard (libs/web-kit); a buyer whose request fails on Netline's
// side is sent to the merchant, whom they know, rather than to Netline.
mount(<App />, {
  advice: (error) => (error.status === 0 || error.status >= 500 ? 'Try again in a moment; if it keeps failing, contact the merchant.' : undefined),
});
