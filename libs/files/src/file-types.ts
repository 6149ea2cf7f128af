/**
 * What a stored file's first bytes must look like for the type it was declared as, so a renamed file of
 * another kind is refused. Types without a fixed signature (CSV) must at least be text: no NUL bytes and
 * valid UTF-8.
 */
const SIGNATURES: Record<string, { bytes: number[]; name: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], name: 'PDF' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], name: 'JPEG image' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name: 'PNG image' },
  // Office Open XML files are ZIP archives.
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { bytes: [0x50, 0x4b, 0x03, 0x04], name: 'XLSX spreadsheet' },
};

const TEXT_TYPES = new Set(['text/csv']);

/** Why `content` is not a file of `contentType`, or null when it is (or the type has no check). */
export function fileTypeProblem(contentType: string, content: Buffer): string | null {
  if (content.length === 0) return 'the file is empty';
  const signature = SIGNATURES[contentType];
  if (signature) return signature.bytes.every((byte, index) => content[index] === byte) ? null : `the file is not a ${signature.name}`;
  if (TEXT_TYPES.has(contentType)) {
    if (content.includes(0)) return 'the file is not text';
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(content);
    } catch {
      return 'the file is not UTF-8 text';
    }
  }
  return null;
}
