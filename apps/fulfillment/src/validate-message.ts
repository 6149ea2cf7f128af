import { validationDetails } from '@netline/contracts';
import { ValidationError } from '@netline/messaging';
import { z } from 'zod';

/** Messages from other services are checked like HTTP bodies: a bad one is a 400 reply, never a crash. */
export function validateMessage<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ValidationError(validationDetails(parsed.error.issues));
  return parsed.data;
}
