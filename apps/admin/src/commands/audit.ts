import { AuditChainEntry, DomainError } from '@netline/contracts';
import { AuditVerification, verifyAuditChain } from '@netline/contracts/audit-chain';
import { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { output } from '../cli';

/**
 * The entries of an audit export file (docs/security.md, "Audit trail"): the body of
 * `GET /audit-events/export` (`{ entries: [...] }`), several such bodies one per line (the pages of a
 * long chain), a JSON array of entries, or one entry per line.
 */
export function exportEntries(text: string): AuditChainEntry[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const documents: unknown[] = [];
  try {
    documents.push(JSON.parse(trimmed));
  } catch {
    for (const [index, line] of trimmed.split('\n').entries()) {
      if (!line.trim()) continue;
      try {
        documents.push(JSON.parse(line));
      } catch {
        throw new DomainError('ADMIN.AUDIT_EXPORT_UNREADABLE', 'validation', `Line ${index + 1} of the export is not JSON`);
      }
    }
  }
  return documents.flatMap((document) => {
    if (Array.isArray(document)) return document as AuditChainEntry[];
    if (typeof document === 'object' && document !== null && Array.isArray((document as { entries?: unknown }).entries)) {
      return (document as { entries: AuditChainEntry[] }).entries;
    }
    if (typeof document === 'object' && document !== null && 'hash' in document) return [document as AuditChainEntry];
    throw new DomainError('ADMIN.AUDIT_EXPORT_UNREADABLE', 'validation', 'The export holds neither `entries` nor audit entries');
  });
}

export function registerAuditCommands(program: Command): void {
  const audit = program.command('audit').description("audit trail: check a merchant's exported hash chain");

  audit
    .command('verify')
    .description('verify an export of GET /audit-events/export: reports the first sequence whose entry is missing, out of order or altered')
    .argument('<file>', 'the export file (the JSON answer, pages one per line, or entries one per line)')
    .option('--json', 'print one JSON object')
    .action((file: string, _options: unknown, command: Command) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new DomainError('ADMIN.AUDIT_EXPORT_UNREADABLE', 'validation', `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const result = verifyAuditChain(exportEntries(text));
      output(command, result, (value: AuditVerification) =>
        value.ok
          ? `verified  ${value.count} entries${value.count > 0 ? `, sequences ${value.first_sequence} to ${value.last_sequence}, last hash ${value.last_hash}` : ''}`
          : `BROKEN at sequence ${value.sequence}: ${value.reason} (${value.count} entries verified before it)`,
      );
      if (!result.ok) process.exitCode = 1;
    });
}
