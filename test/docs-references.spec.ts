import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Every in-repository reference in the documentation resolves: relative Markdown links, and paths written
 * as code (`apps/…`, `libs/…`, `docs/…`, `deploy/…`, `scripts/…`, `test/…`, `bench/…`, `examples/…`),
 * read from the repository's root or from the document's own folder (an app's README says `test/x.ts` for
 * its own tests). A file a command writes and git ignores (`bench/results/latest.json`) counts as present.
 * A renamed or removed file leaves no dangling pointer behind.
 */
const ROOT = resolve(__dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const documents = git('ls-files', '*.md')
  .trim()
  .split('\n')
  .filter((file) => file !== '' && existsSync(join(ROOT, file)));

const PATH_IN_CODE = /`((?:apps|libs|docs|deploy|scripts|test|bench|examples)\/[^`\s*<>{}…]+)`/g;
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

function ignored(path: string): boolean {
  try {
    git('check-ignore', '--quiet', '--no-index', path);
    return true;
  } catch {
    return false;
  }
}

function resolves(document: string, reference: string): boolean {
  const candidates = [join(ROOT, reference), join(ROOT, dirname(document), reference)];
  return candidates.some((candidate) => existsSync(candidate)) || ignored(reference);
}

function danglingIn(document: string): string[] {
  const text = readFileSync(join(ROOT, document), 'utf8');
  const references = new Set<string>();
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(match[1])) references.add(match[1]);
  }
  for (const match of text.matchAll(PATH_IN_CODE)) {
    // A trailing punctuation mark or a `:line` suffix is not part of the path.
    references.add(match[1].replace(/:\d+.*$/, '').replace(/[.,:;]$/, ''));
  }
  return [...references].filter((reference) => !resolves(document, reference));
}

describe('references in the documentation', () => {
  it('finds the documents', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/persistence.md']));
  });

  it.each(documents)('%s points only at files that exist', (document) => {
    expect(danglingIn(document)).toEqual([]);
  });
});
