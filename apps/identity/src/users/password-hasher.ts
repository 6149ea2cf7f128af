import { hash, verify } from '@node-rs/argon2';

/**
 * Human passwords are low-entropy, so unlike API secrets they get a slow, memory-hard hash: argon2id
 * (the library's default algorithm) with OWASP's minimum parameters (19 MiB, 2 passes). It runs off the
 * event loop in native code; it is only on the sign-in path, never on API requests.
 */
export class PasswordHasher {
  private static readonly options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

  hash(password: string): Promise<string> {
    return hash(password, PasswordHasher.options);
  }

  async matches(password: string, storedHash: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }
}
