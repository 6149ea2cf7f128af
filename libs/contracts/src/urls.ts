import { z } from 'zod';

/** An absolute `https://` URL of at most 2,048 characters. Addresses are checked further by the dispatcher. */
export const httpsUrl = () =>
  z
    .string()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.length > 0 && value.startsWith('https://');
      } catch {
        return false;
      }
    }, 'must be an absolute https:// URL')
    .meta({ format: 'uri', pattern: '^https://' });
