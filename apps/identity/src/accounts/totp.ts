import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps do it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Netline';

/**
 * TOTP through `otpauth`. A code is accepted for its own step and one step either side (clock drift
 * between the phone and the server); `stepOf` answers which step it matched, so the caller can refuse a
 * code of a step at or before the last one accepted (a replay).
 */
export class Totp {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  uri(secret: string, email: string): string {
    return totpOf(secret, email).toString();
  }

  /** The time step the code belongs to, or null when it matches none within a step of `now`. */
  stepOf(code: string, secret: string, now: Date): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
    if (delta === null) return null;
    return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  }

  /** The code of a time (tests and the enrolment page's checks compute codes as an app would). */
  codeAt(secret: string, at: Date): string {
    return totpOf(secret).generate({ timestamp: at.getTime() });
  }
}

function totpOf(secret: string, email = 'account'): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}
