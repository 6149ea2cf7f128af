import { NetlineApiError } from '@netline/sdk';
import { CliError } from './credentials';

/** How a command prints: human lines, or JSON (`--json`: one JSON value per result, errors as `{"error":…}`). */
export class Output {
  constructor(readonly json: boolean) {}

  /** The command's result: `data` as JSON, or the human text. */
  result(data: unknown, human: () => string): void {
    process.stdout.write(this.json ? `${JSON.stringify(data)}\n` : `${human()}\n`);
  }

  /** A remark that is not the result (progress, hints): stderr, so `--json` output stays parseable. */
  note(text: string): void {
    process.stderr.write(`${text}\n`);
  }

  /** Prints a failure and answers the exit code (1). */
  fail(error: unknown): number {
    const shape = errorShape(error);
    if (this.json) process.stdout.write(`${JSON.stringify({ error: shape })}\n`);
    else process.stderr.write(`${shape.message}${shape.request_id ? ` (request ${shape.request_id})` : ''}\n`);
    return 1;
  }
}

function errorShape(error: unknown): { type: string; code?: string; message: string; request_id?: string; details?: unknown } {
  if (error instanceof NetlineApiError) {
    return { type: error.type, code: error.code, message: error.message, request_id: error.requestId, details: error.details };
  }
  if (error instanceof CliError) return { type: 'cli_error', code: error.code, message: error.message };
  if (error instanceof TypeError && /fetch failed/.test(error.message)) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { type: 'connection_error', message: `Could not reach the Netline API: ${cause?.code ?? cause?.message ?? error.message}` };
  }
  return { type: 'cli_error', message: error instanceof Error ? error.message : String(error) };
}

/** Rows as aligned columns, for human output. */
export function table(rows: string[][]): string {
  if (rows.length === 0) return '';
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')).join('\n');
}
