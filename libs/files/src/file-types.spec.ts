import { fileTypeProblem } from './file-types';

describe('fileTypeProblem', () => {
  it('accepts files that start like their type', () => {
    expect(fileTypeProblem('application/pdf', Buffer.from('%PDF-1.7 x'))).toBeNull();
    expect(fileTypeProblem('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBeNull();
    expect(fileTypeProblem('text/csv', Buffer.from('month,balance\n2026-01,1200.00\n'))).toBeNull();
  });

  it('refuses empty files, renamed files and binary CSV', () => {
    expect(fileTypeProblem('application/pdf', Buffer.alloc(0))).toBe('the file is empty');
    expect(fileTypeProblem('application/pdf', Buffer.from('<html>'))).toBe('the file is not a PDF');
    expect(fileTypeProblem('image/jpeg', Buffer.from('%PDF-1.7'))).toBe('the file is not a JPEG image');
    expect(fileTypeProblem('text/csv', Buffer.from([0x61, 0x00, 0x62]))).toBe('the file is not text');
    expect(fileTypeProblem('text/csv', Buffer.from([0xc3, 0x28]))).toBe('the file is not UTF-8 text');
  });
});
