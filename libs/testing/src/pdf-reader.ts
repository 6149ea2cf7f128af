import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One page of a PDF as `readPdf` saw it. */
export interface PdfPage {
  /** The page's text in reading order: lines top to bottom, each left to right, columns kept apart by spaces. */
  text: string;
  /** How many times each drawing operator occurs in the page's parsed content (`showText`, `constructPath`, …). */
  operators: Record<string, number>;
  /** Pixels that are not white when the page is rendered at `scale` (0 for a blank page). */
  inkedPixels: number;
  /** Size in pixels of that rendering. */
  width: number;
  height: number;
}

export interface PdfDocument {
  pageCount: number;
  pages: PdfPage[];
  /** Every page's text, pages separated by a form feed. */
  text: string;
  /** The document information dictionary (Title, Author, Creator, …). */
  info: Record<string, unknown>;
}

export interface ReadPdfOptions {
  /** Rendering scale (1 = 72 dpi); the default 0.7 is about 50 dpi. */
  scale?: number;
  timeoutMs?: number;
}

/**
 * Reads a PDF the way a viewer does, with Mozilla's PDF.js (`pdfjs-dist`, pure JavaScript; nothing from
 * the operating system): the page count, each page's text, the operators of each page's content, and
 * each page rendered to pixels (PDF.js draws through `@napi-rs/canvas`, its own prebuilt dependency).
 *
 * PDF.js is published as ES modules only and Jest here runs CommonJS, which cannot load them
 * (docs/decisions/0001-commonjs-toolchain.md), so the reading happens in a child `node` process that gets
 * the PDF on stdin and answers with JSON. It is opened with `stopAtErrors`: a content stream, font or
 * image PDF.js cannot parse fails the read instead of being skipped, so a document that reads here
 * parsed completely.
 */
export async function readPdf(pdf: Buffer | Uint8Array, options: ReadPdfOptions = {}): Promise<PdfDocument> {
  const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
  const request = {
    pdfjs: pathToFileURL(join(pdfjsDir, 'legacy', 'build', 'pdf.mjs')).href,
    standardFonts: `${join(pdfjsDir, 'standard_fonts')}/`,
    scale: options.scale ?? 0.7,
  };
  const stdout = await runReader(JSON.stringify(request), Buffer.from(pdf), options.timeoutMs ?? 60_000);
  const result = JSON.parse(stdout) as { pageCount: number; info: Record<string, unknown>; pages: Array<Omit<PdfPage, 'text'> & { items: TextItem[] }> };
  const pages = result.pages.map(({ items, ...page }) => ({ ...page, text: layoutText(items) }));
  return { pageCount: result.pageCount, pages, text: pages.map((page) => page.text).join('\f'), info: result.info };
}

/** A run of text as PDF.js reports it: its string, position (PDF units, origin bottom left), width and font size. */
interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * Lays the runs out as lines, as a text extractor's layout mode does: runs whose baselines are within a
 * third of the font size share a line; lines go top to bottom, runs left to right; the space from the
 * page's leftmost text to a line's first run, and a gap between runs, become as many spaces as would fill
 * it (half the font size each; at least one between runs). So columns stay apart and right-hand text
 * stays indented.
 */
function layoutText(items: TextItem[]): string {
  const runs = items.filter((run) => run.str.trim() !== '');
  const left = Math.min(...runs.map((run) => run.x));
  const lines: Array<{ y: number; items: TextItem[] }> = [];
  for (const item of runs.sort((a, b) => b.y - a.y)) {
    const line = lines.find((candidate) => Math.abs(candidate.y - item.y) <= Math.max(1, item.size / 3));
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  const spaces = (gap: number, size: number, least: number) => ' '.repeat(Math.max(least, Math.round(gap / (size * 0.5))));
  return lines
    .map((line) => {
      let text = '';
      let end = left;
      for (const item of line.items.sort((a, b) => a.x - b.x)) {
        const gap = item.x - end;
        if (text === '') text = spaces(gap, item.size, 0);
        else if (gap > item.size * 0.15) text += spaces(gap, item.size, 1);
        text += item.str;
        end = item.x + item.width;
      }
      return text.trimEnd();
    })
    .join('\n');
}

/** The child's program: reads the request from argv and the PDF from stdin, writes JSON to stdout. */
const READER = `
try {
const request = JSON.parse(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdfjs = await import(request.pdfjs);
const names = Object.fromEntries(Object.entries(pdfjs.OPS).map(([name, code]) => [code, name]));
const document = await pdfjs.getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  stopAtErrors: true,
  isEvalSupported: false,
  standardFontDataUrl: request.standardFonts,
  verbosity: pdfjs.VerbosityLevel.ERRORS,
}).promise;
const { info } = await document.getMetadata();
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  const items = content.items.filter((item) => 'str' in item).map((item) => ({
    str: item.str,
    x: item.transform[4],
    y: item.transform[5],
    width: item.width,
    size: Math.hypot(item.transform[2], item.transform[3]) || item.height,
  }));
  const operators = {};
  for (const code of (await page.getOperatorList()).fnArray) operators[names[code]] = (operators[names[code]] ?? 0) + 1;
  const viewport = page.getViewport({ scale: request.scale });
  const { canvas, context } = document.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let inkedPixels = 0;
  for (let at = 0; at < pixels.length; at += 4) if (pixels[at] < 250 || pixels[at + 1] < 250 || pixels[at + 2] < 250) inkedPixels++;
  pages.push({ items, operators, inkedPixels, width: canvas.width, height: canvas.height });
  page.cleanup();
}
await document.destroy();
process.stdout.write(JSON.stringify({ pageCount: pages.length, info, pages }));
} catch (error) {
  process.stderr.write(String(error?.message ?? error));
  process.exitCode = 1;
}
`;

function runReader(request: string, pdf: Buffer, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', READER, request], { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`the PDF could not be read: ${Buffer.concat(err).toString('utf8').trim() || signal || `exit ${code}`}`));
    });
    // A child that dies early closes stdin; its exit reports why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(pdf);
  });
}
