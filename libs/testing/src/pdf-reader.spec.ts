import PDFDocument from 'pdfkit';
import { readPdf } from './pdf-reader';

/** A LETTER-size document drawn by `draw` (pdfkit, standard fonts), as bytes. */
function pdfOf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, ...options });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const twoColumns = (doc: PDFKit.PDFDocument) => {
  doc.font('Helvetica-Bold').fontSize(22).text('Statement 42', 54, 54);
  // Drawn right column first: reading order comes from the positions, not the drawing order.
  doc.font('Helvetica').fontSize(10).text('Right top', 320, 200).text('Left top', 54, 200);
  doc.text('Left below', 54, 240);
  doc.moveTo(54, 300).lineTo(550, 300).stroke();
};

describe('readPdf', () => {
  // PDF.js loads and draws in each test: well under a second alone, and past Jest's default 5 s on two
  // cores busy with the rest of the suite.
  jest.setTimeout(30_000);

  it('gives the page count, each page’s text in reading order, its operators and its rendered ink', async () => {
    const pdf = await pdfOf((doc) => {
      twoColumns(doc);
      doc.addPage();
    });

    const read = await readPdf(pdf);

    expect(read.pageCount).toBe(2);
    const [first, blank] = read.pages;
    expect(first.text.split('\n')).toEqual(['Statement 42', expect.stringMatching(/^Left top {10,}Right top$/), 'Left below']);
    expect(first.operators.showText).toBe(4);
    expect(first.operators.constructPath).toBeGreaterThanOrEqual(1);
    expect(first.inkedPixels).toBeGreaterThan(500);
    // LETTER (612 × 792 points) at the default scale of 0.7.
    expect([first.width, first.height]).toEqual([429, 555]);
    expect(blank.text).toBe('');
    expect(blank.operators.showText).toBeUndefined();
    expect(blank.inkedPixels).toBe(0);
    expect(read.text).toBe(`${first.text}\f`);
    expect(read.info.Producer).toBe('PDFKit');
  });

  it('refuses bytes that are not a PDF, such as a file with only the %PDF- signature', async () => {
    await expect(readPdf(Buffer.from('<html>not a pdf</html>'))).rejects.toThrow(/Invalid PDF structure/);
    await expect(readPdf(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'))).rejects.toThrow(/Invalid PDF structure/);
  });

  it('refuses a page whose content cannot be parsed to the end, rather than showing what it could', async () => {
    const pdf = (await pdfOf(twoColumns, { compress: false })).toString('latin1');
    // The first text array loses its `]` (a space instead, so every offset still holds): an array that
    // never closes, which PDF.js would otherwise cut short and draw the rest of the page without.
    const broken = pdf.replace('] TJ', '  TJ');
    expect(broken).not.toBe(pdf);

    await expect(readPdf(Buffer.from(broken, 'latin1'))).rejects.toThrow(/the PDF could not be read/);
  });
});
