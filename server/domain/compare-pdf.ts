/** The compare table as a PDF: one landscape page a group, the table's rows and slots as on screen. */
import PDFDocument from 'pdfkit';
import { PRODUCT_ROW_LABEL, type CompareTable } from './compare-table';

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
const PAGE_TITLE = 'PRODUCTS COMPARE';
const LABEL_WIDTH = 130;
const CELL_PADDING = 4;
const RULE = '#bbbbbb';
const HEADER_FILL = '#eeeeee';
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

/** Renders the tables to PDF bytes, one page each. */
export function renderComparePdf(tables: readonly CompareTable[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, autoFirstPage: false, info: { Title: PAGE_TITLE } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const table of tables) drawTable(doc, table);
  doc.end();
  return done;
}

function lines(table: CompareTable): { label: string; cells: string[]; bold: boolean }[] {
  return [{ label: PRODUCT_ROW_LABEL, cells: table.columns, bold: true }, ...table.rows.map((row) => ({ ...row, bold: false }))].map((line) => ({
    ...line,
    cells: line.cells.map(clip),
  }));
}

/** The largest type size at which every row fits under the headings. */
function layout(doc: Doc, table: CompareTable, columnWidth: number, room: number): Layout {
  let last: Layout = { size: FONT_SIZES[0], heights: [] };
  for (const size of FONT_SIZES) {
    const heights = lines(table).map((line) => {
      doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      const texts = [line.label, ...line.cells].map((text, index) => doc.heightOfString(text || ' ', { width: (index === 0 ? LABEL_WIDTH : columnWidth) - CELL_PADDING * 2 }));
      return Math.max(...texts) + CELL_PADDING * 2;
    });
    last = { size, heights };
    if (heights.reduce((sum, height) => sum + height, 0) <= room) break;
  }
  return last;
}

function drawTable(doc: Doc, table: CompareTable): void {
  doc.addPage();
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(PAGE_TITLE, MARGIN, MARGIN);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(table.title, MARGIN, doc.y + 2);
  const top = doc.y + 10;
  const columnWidth = (width - LABEL_WIDTH) / table.columns.length;
  const { size, heights } = layout(doc, table, columnWidth, doc.page.height - MARGIN - top);
  let y = top;
  lines(table).forEach((line, index) => {
    const height = heights[index];
    if (line.bold) doc.rect(MARGIN, y, width, height).fill(HEADER_FILL);
    doc.fillColor('black');
    doc.font('Helvetica-Bold').fontSize(size).text(line.label, MARGIN + CELL_PADDING, y + CELL_PADDING, { width: LABEL_WIDTH - CELL_PADDING * 2 });
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica');
    line.cells.forEach((cell, column) => {
      if (cell) doc.text(cell, MARGIN + LABEL_WIDTH + column * columnWidth + CELL_PADDING, y + CELL_PADDING, { width: columnWidth - CELL_PADDING * 2 });
    });
    y += height;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  for (let column = 0; column <= table.columns.length; column++) {
    const x = MARGIN + LABEL_WIDTH + column * columnWidth;
    doc.moveTo(x, top).lineTo(x, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
}
