import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Reading deploy/redis/<env>.acl back: each user line split into its flags, its keyless commands and its
 * selectors (key patterns with their permission, and the commands allowed on them), so the tests judge
 * what the file gives Redis rather than the inventory it was made from.
 */
export const ROOT = resolve(__dirname, '../..');
export const REDIS_DIR = join(ROOT, 'deploy', 'redis');
export const RENDER_SCRIPT = join(REDIS_DIR, 'render-acl.sh');
export const aclFile = (appEnv: 'sandbox' | 'production') => join(REDIS_DIR, `${appEnv}.acl`);

export interface AclKey {
  /** `%R~` read, `%W~` write, `~` both. */
  access: 'read' | 'write' | 'read-write';
  pattern: string;
}

export interface AclSelector {
  keys: AclKey[];
  commands: string[];
}

export interface AclUser {
  name: string;
  /** Everything outside the selectors that is not a command: on/off, resetpass, resetkeys, `#<hash>`… */
  flags: string[];
  /** Commands allowed outside any selector (they name no key, or the user has no key pattern there). */
  keyless: string[];
  /** Root key patterns (outside a selector); the generated file has none. */
  keys: AclKey[];
  selectors: AclSelector[];
  /** Anything granted or denied by category (`+@read`, `-@all`). */
  categories: string[];
}

function parseKey(token: string): AclKey | null {
  const match = /^(%RW~|%R~|%W~|~)(.+)$/.exec(token);
  if (!match) return null;
  const access = match[1] === '%R~' ? 'read' : match[1] === '%W~' ? 'write' : 'read-write';
  return { access, pattern: match[2] };
}

/** The user lines of an ACL file (comment lines skipped). */
export function parseAcl(text: string): AclUser[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('user '))
    .map((line) => {
      const [, name, ...rest] = line.split(' ');
      const user: AclUser = { name, flags: [], keyless: [], keys: [], selectors: [], categories: [] };
      let selector: AclSelector | null = null;
      for (const raw of rest) {
        let token = raw;
        if (token.startsWith('(')) {
          selector = { keys: [], commands: [] };
          user.selectors.push(selector);
          token = token.slice(1);
        }
        const closes = token.endsWith(')');
        if (closes) token = token.slice(0, -1);
        const key = parseKey(token);
        if (token.startsWith('+@') || token.startsWith('-@')) user.categories.push(token);
        else if (key) (selector ?? user).keys.push(key);
        else if (token.startsWith('+')) (selector?.commands ?? user.keyless).push(token.slice(1));
        else if (selector) throw new Error(`unexpected token ${token} in a selector of ${name}`);
        else user.flags.push(token);
        if (closes) selector = null;
      }
      return user;
    });
}

export function readAcl(appEnv: 'sandbox' | 'production'): AclUser[] {
  return parseAcl(readFileSync(aclFile(appEnv), 'utf8'));
}

/** Every command a user may send, anywhere. */
export function grantedCommands(user: AclUser): string[] {
  return [...new Set([...user.keyless, ...user.selectors.flatMap((selector) => selector.commands)])].sort();
}

/** A key pattern as a regular expression (the inventory's patterns use `*` and `?` only). */
export function globToRegExp(glob: string): RegExp {
  const source = [...glob].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`);
}

/**
 * May `user` send `command` to `key`? True when one selector allows both (with the permission the
 * command needs: `read`, `write`, or both), as Redis decides it.
 */
export function allows(user: AclUser, command: string, key: string, needs: 'read' | 'write' | 'read-write'): boolean {
  const covers = (granted: AclKey['access']) => granted === 'read-write' || granted === needs;
  return user.selectors.some(
    (selector) => selector.commands.includes(command) && selector.keys.some((entry) => covers(entry.access) && globToRegExp(entry.pattern).test(key)),
  );
}
