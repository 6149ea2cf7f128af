import * as ts from 'typescript';
import { z } from 'zod';

/**
 * Configuration documented once: every setting's name, default and allowed values come from the zod
 * schema that validates it, and its description from the doc comment written above it in that schema's
 * source (or the schema's own `.describe()`, for settings made in a loop). `.env.example` and the settings tables of the apps' READMEs are rendered from them (and a test
 * fails when a rendered file differs; `npm run config:docs` rewrites them).
 *
 * Not exported from the package index: it loads the TypeScript compiler, which only the tooling needs.
 */

export interface SettingDoc {
  name: string;
  /** The default as it is written in the environment, or null when the setting has none. */
  defaultValue: string | null;
  /** The allowed values, for a setting that takes one of a list. */
  values: string[] | null;
  description: string;
}

/** A schema and the source files whose doc comments describe its keys (the first that describes a key wins). */
export interface ConfigSource {
  schema: z.ZodObject;
  sources: Array<{ path: string; text: string }>;
}

export function settingsOf({ schema, sources }: ConfigSource): SettingDoc[] {
  const comments = sources.map((source) => docComments(source.path, source.text));
  return Object.entries(schema.shape).map(([name, field]) => {
    const description = (field as z.ZodType).description ?? comments.map((byName) => byName.get(name)).find((text) => text !== undefined);
    if (!description) throw new Error(`${name} has no doc comment in ${sources.map((source) => source.path).join(' or ')}`);
    const { defaultValue, values } = shapeOf(field as z.ZodType);
    return { name, defaultValue, values, description };
  });
}

/** The doc comment (`/** … *\/`) above each `NAME: …` property of a source file, on one line. */
export function docComments(path: string, text: string): Map<string, string> {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && /^[A-Z][A-Z0-9_]*$/.test(node.name.getText(file))) {
      const comment = ts
        .getJSDocCommentsAndTags(node)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (comment && !found.has(node.name.getText(file))) found.set(node.name.getText(file), comment);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Follows a field's wrappers (defaults, optionals, pre- and post-processing) to its default and choices. */
function shapeOf(field: z.ZodType): { defaultValue: string | null; values: string[] | null } {
  let defaultValue: string | null = null;
  let current: z.ZodType | undefined = field;
  while (current) {
    const def = current._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    if (def.type === 'default' && defaultValue === null) defaultValue = String(def.defaultValue);
    if (def.type === 'enum') return { defaultValue, values: Object.values(def.entries as Record<string, string>) };
    if (def.type === 'pipe') {
      // A preprocess is a pipe from a transform into the real schema; a transform after the schema is a pipe out of it.
      const input = def.in as z.ZodType;
      current = input._zod.def.type === 'transform' ? (def.out as z.ZodType) : input;
    } else current = (def.innerType as z.ZodType | undefined) ?? undefined;
  }
  return { defaultValue, values: null };
}

/** One section of `.env.example`. */
export interface EnvSection {
  title: string;
  note?: string;
  settings: SettingDoc[];
}

const WIDTH = 100;

function wrap(text: string, prefix: string): string[] {
  const lines: string[] = [];
  let line = prefix;
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > WIDTH && line.trim() !== prefix.trim()) {
      lines.push(line.trimEnd());
      line = prefix;
    }
    line += (line === prefix ? '' : ' ') + word;
  }
  lines.push(line.trimEnd());
  return lines;
}

const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'];

function describe(setting: SettingDoc): string {
  if (!setting.values || setting.values.every((value) => BOOLEAN_WORDS.includes(value))) return setting.description;
  return `${setting.description} One of: ${setting.values.join(', ')}.`;
}

/**
 * `.env.example`: every setting commented out with its default (or empty when it has none), under its
 * description. A setting several apps read alike (same default, same description) is written where it
 * first appears and named again under the others; one that differs per app (a port) is written in each.
 */
export function renderEnvExample(sections: EnvSection[], header: string[]): string {
  const out = [...header.map((line) => `# ${line}`.trimEnd()), ''];
  const written = new Map<string, SettingDoc>();
  const same = (a: SettingDoc, b: SettingDoc | undefined) => b !== undefined && a.defaultValue === b.defaultValue && describe(a) === describe(b);
  for (const section of sections) {
    out.push(`# ---- ${section.title} `.padEnd(WIDTH, '-'));
    if (section.note) out.push(...wrap(section.note, '# '), '');
    const repeated = section.settings.filter((setting) => same(setting, written.get(setting.name)));
    for (const setting of section.settings) {
      if (repeated.includes(setting)) continue;
      written.set(setting.name, setting);
      out.push(...wrap(describe(setting), '# '));
      out.push(`# ${setting.name}=${setting.defaultValue ?? ''}`, '');
    }
    if (repeated.length > 0) out.push(...wrap(`Also read here, as described above: ${repeated.map((setting) => setting.name).join(', ')}.`, '# '), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

export const README_START = '<!-- config:start (generated by `npm run config:docs` from src/config.ts; edit there) -->';
export const README_END = '<!-- config:end -->';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The settings table of an app's README. */
export function renderReadmeTable(settings: SettingDoc[], sharedNote: string): string {
  const rows = settings.map(
    (setting) => `| \`${setting.name}\` | ${setting.defaultValue === null ? 'none' : `\`${cell(setting.defaultValue)}\``} | ${cell(describe(setting))} |`,
  );
  return [README_START, '', '| Variable | Default | Meaning |', '|---|---|---|', ...rows, '', sharedNote, '', README_END].join('\n');
}

/** The README with its generated block replaced (the block must already be there, between its markers). */
export function replaceReadmeBlock(readme: string, block: string, path: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`${path} has no ${README_START} … ${README_END} block`);
  return readme.slice(0, start) + block + readme.slice(end + README_END.length);
}
