import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Inside an app, the feature folders of `src/` import each other in one direction: when `dispatch/` uses
 * `deliveries/`, `deliveries/` does not use `dispatch/`. A pair of folders that import each other is one
 * feature cut in two, or a piece in the wrong folder. Specs and medium fixtures may reach anywhere.
 */

const ROOT = resolve(__dirname, '..');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/(spec|fixture)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `app: a <-> b` for each pair of top-level folders of the app's `src/` that import each other. */
function cyclesOf(app: string): string[] {
  const src = join(ROOT, 'apps', app, 'src');
  const isFolder = (name: string) => {
    try {
      return statSync(join(src, name)).isDirectory();
    } catch {
      return false;
    }
  };
  const edges = new Map<string, Set<string>>();
  for (const file of sourcesUnder(src)) {
    const from = relative(src, file).split(sep)[0];
    if (!isFolder(from)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const to = relative(src, resolve(dirname(file), match[1])).split(sep)[0];
      if (to !== from && isFolder(to)) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) if (from < to && edges.get(to)?.has(from)) cycles.push(`${app}: ${from} <-> ${to}`);
  }
  return cycles;
}

describe('folder dependencies inside each app', () => {
  const apps = readdirSync(join(ROOT, 'apps')).filter((app) => {
    try {
      return statSync(join(ROOT, 'apps', app, 'src')).isDirectory();
    } catch {
      return false;
    }
  });

  it('has no pair of feature folders importing each other', () => {
    expect(apps).toContain('webhook-dispatcher');
    expect(apps.flatMap(cyclesOf)).toEqual([]);
  });
});
