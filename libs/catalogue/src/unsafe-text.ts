import { ErrorDetail } from '@netline/contracts';

/** A NUL character, or a UTF-16 surrogate without its partner (text that is not valid Unicode). */
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every text value (object keys included) under `value` that holds a NUL character or invalid Unicode,
 * named by its path. PostgreSQL cannot store either in a text column (the insert fails with a server
 * error), and no legitimate name, address or note needs them, so requests carrying them are refused at
 * validation with a 400 naming the field, whatever the field's own schema says.
 */
export function unsafeTextDetails(value: unknown, path: readonly string[] = []): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  const visit = (node: unknown, at: readonly string[], depth: number): void => {
    if (found.length >= 20 || depth > 32) return;
    if (typeof node === 'string') {
      if (UNSAFE.test(node))
        found.push({ path: at.join('.') || 'body', message: `\`${at.at(-1) ?? 'body'}\` must not contain NUL characters or invalid Unicode` });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...at, String(index)], depth + 1));
      return;
    }
    if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (UNSAFE.test(key)) found.push({ path: [...at].join('.') || 'body', message: 'field names must not contain NUL characters or invalid Unicode' });
        else visit(item, [...at, key], depth + 1);
      }
    }
  };
  visit(value, path, 0);
  return found;
}
