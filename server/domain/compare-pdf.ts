/** The compare table as a PDF: one landscape page a group, the record's heading above the table's rows, a column a compared product. */
import PDFDocument from 'pdfkit';
import { COMPARE_GROUP_LIMIT } from '../../src/lib/compare';
import { headingLines, productRowLabel, type CompareDocument, type CompareTable } from './compare-table';
import { COMPARE_TEXT } from './compare-text';

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
const LABEL_WIDTH = 130;
const CELL_PADDING = 4;
const RULE = '#bbbbbb';
const HEADER_FILL = '#eeeeee';
const MUTED = '#555555';
/** Type sizes tried largest first until a group's table fits its page. */
const FONT_SIZES = [9, 8, 7, 6, 5];
/** A cell longer than this is cut, so any group fits one page at the smallest size. */
const MAX_CELL_CHARS = 300;

const clip = (text: string) => (text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS - 1)}\u2026` : text);

interface Layout {
  size: number;
  /** Each row's height: the product names first, then the table's rows. */
  heights: number[];
}

/** Renders the export to PDF bytes, one page a table. */
export function renderComparePdf({ heading, tables, language = 'en' }: CompareDocument): Promise<Buffer> {
  const pageTitle = COMPARE_TEXT[language].pageTitle;
  const info = { Title: pageTitle, Author: heading.user.name, Subject: heading.company, CreationDate: heading.exportedAt };
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, autoFirstPage: false, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const lines = headingLines(heading, language);
  const productLabel = productRowLabel(language);
  for (const table of tables) drawTable(doc, { table, heading: lines, pageTitle, productLabel });
  doc.end();
  return done;
}

function lines(table: CompareTable, productLabel: string): { label: string; cells: string[]; bold: boolean }[] {
  return [
    { label: productLabel, cells: table.columns, bold: true },
    ...table.rows.map((row) => ({ label: row.label, cells: row.cells.map((cell) => cell.text), bold: false })),
  ].map((line) => ({ ...line, cells: line.cells.map(clip) }));
}

/** The largest type size at which every row fits under the headings. */
function layout(doc: Doc, rows: ReturnType<typeof lines>, columnWidth: number, room: number): Layout {
  let last: Layout = { size: FONT_SIZES[0], heights: [] };
  for (const size of FONT_SIZES) {
    const heights = rows.map((line) => {
      doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      const texts = [line.label, ...line.cells].map((text, index) =>
        doc.heightOfString(text || ' ', { width: (index === 0 ? LABEL_WIDTH : columnWidth) - CELL_PADDING * 2 }),
      );
      return Math.max(...texts) + CELL_PADDING * 2;
    });
    last = { size, heights };
    if (heights.reduce((sum, height) => sum + height, 0) <= room) break;
  }
  return last;
}

/** Date, company, who exported it and the delivery location, one labelled line each. */
function drawHeading(doc: Doc, lines: readonly { label: string; text: string }[]): void {
  doc.fontSize(8).fillColor(MUTED);
  lines.forEach((line, index) => {
    doc.font('Helvetica-Bold').text(`${line.label}: `, MARGIN, index === 0 ? doc.y + 4 : doc.y, { continued: true });
    doc.font('Helvetica').text(line.text);
  });
  doc.fillColor('black');
}

/** One group's page: the table, and the words around it in the export's language. */
interface TablePage {
  table: CompareTable;
  heading: readonly { label: string; text: string }[];
  pageTitle: string;
  productLabel: string;
}

function drawTable(doc: Doc, { table, heading, pageTitle, productLabel }: TablePage): void {
  doc.addPage();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(pageTitle, MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('black')
    .text(table.title, MARGIN, doc.y + 2);
  drawHeading(doc, heading);
  const top = doc.y + 10;
  // A column keeps the width it has among a full group's 4, whatever the group holds.
  const columnWidth = (doc.page.width - MARGIN * 2 - LABEL_WIDTH) / COMPARE_GROUP_LIMIT;
  const width = LABEL_WIDTH + columnWidth * table.columns.length;
  const rows = lines(table, productLabel);
  const { size, heights } = layout(doc, rows, columnWidth, doc.page.height - MARGIN - top);
  let y = top;
  rows.forEach((line, index) => {
    const height = heights[index];
    if (line.bold) doc.rect(MARGIN, y, width, height).fill(HEADER_FILL);
    doc.fillColor('black');
    doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .text(line.label, MARGIN + CELL_PADDING, y + CELL_PADDING, { width: LABEL_WIDTH - CELL_PADDING * 2 });
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica');
    line.cells.forEach((cell, column) => {
      if (cell)
        doc.text(cell, MARGIN + LABEL_WIDTH + column * columnWidth + CELL_PADDING, y + CELL_PADDING, {
          width: columnWidth - CELL_PADDING * 2,
        });
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  for (let column = 0; column <= table.columns.length; column++) {
    const x = MARGIN + LABEL_WIDTH + column * columnWidth;
    doc.moveTo(x, top).lineTo(x, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
}
