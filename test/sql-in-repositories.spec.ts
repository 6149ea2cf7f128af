import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * SQL text lives in the repository (or, in insights, the projection) of the table it reads or writes,
 * never in a handler, a consumer, a service or a job: those call the repository's named methods
 * (docs/persistence.md, "Which to use when"). Migrations write SQL by nature; specs and fixtures may.
 */
const ROOT = resolve(__dirname, '..');

/** A file whose job is SQL: a repository, a read-model projection, a migration, a spec or a fixture. */
const SQL_HOME = /(\.repository|\.projection|spec|fixture)\.ts$|\/migrations\//;

/** `manager.query(…)`, `dataSource.query(…)`, `runner.query(…)` and prepared statements `sql(…)`. */
const SENDS_SQL = /\.query\s*[<(]|(^|[^\w.])sql\(/m;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' ? [] : sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function offenders(): string[] {
  const apps = readdirSync(join(ROOT, 'apps'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return apps
    .flatMap((app) => {
      const src = join(ROOT, 'apps', app.name, 'src');
      try {
        return sourcesUnder(src);
      } catch {
        return [];
      }
    })
    .map((file) => relative(ROOT, file))
    .filter((file) => !SQL_HOME.test(file) && SENDS_SQL.test(readFileSync(join(ROOT, file), 'utf8')))
    .sort();
}

describe('SQL lives in repositories', () => {
  it('finds no SQL sent outside a repository, a projection or a migration', () => {
    expect(offenders()).toEqual([]);
  });
});
