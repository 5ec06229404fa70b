import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, attachmentProblem, MAX_FILE_BYTES, typeMatchesName } from '../../src/lib/attachments';

const file = (name: string, size = 1000, type?: string) => ({ name, size, type });

describe('attachment rules (spec 2 sections 5 and 9)', () => {
  it('allows gif, jpg, jpeg, png, zip and pdf by extension, in any case', () => {
    for (const name of ['a.gif', 'a.jpg', 'a.JPEG', 'a.png', 'a.zip', 'a.Pdf']) expect(attachmentProblem(file(name), [])).toBeNull();
    for (const name of ['a.exe', 'a.png.exe', 'png', '.png', 'a.', 'a.constructor', 'a.__proto__', 'a.tostring']) {
      expect(attachmentProblem(file(name), [])).toBe('Invalid file type. Allowed: gif, jpg, png, jpeg, zip, pdf');
    }
  });

  it("refuses a declared type that is not the extension's", () => {
    expect(attachmentProblem(file('a.png', 10, 'image/png'), [])).toBeNull();
    expect(attachmentProblem(file('a.zip', 10, 'application/x-zip-compressed'), [])).toBeNull();
    expect(attachmentProblem(file('a.png', 10, 'application/pdf'), [])).toBe(ATTACHMENT_MESSAGES.type);
    expect(attachmentProblem(file('a.jpg', 10, ''), [])).toBe(ATTACHMENT_MESSAGES.type);
    expect(typeMatchesName('scan.PDF', 'Application/PDF; charset=binary')).toBe(true);
    expect(typeMatchesName('a.constructor', 'image/png')).toBe(false);
  });

  it('allows 10 MB and refuses a byte more', () => {
    expect(attachmentProblem(file('a.pdf', MAX_FILE_BYTES), [])).toBeNull();
    expect(attachmentProblem(file('a.pdf', MAX_FILE_BYTES + 1), [])).toBe('File size exceeds 10MB limit');
  });

  it('holds 3 files a slot and no name twice, checked in the order type, size, count, duplicate', () => {
    expect(attachmentProblem(file('d.png'), ['a.png', 'b.png'])).toBeNull();
    expect(attachmentProblem(file('d.png'), ['a.png', 'b.png', 'c.png'])).toBe('Maximum 3 files allowed');
    expect(attachmentProblem(file('a.png'), ['a.png'])).toBe('File a.png is already selected');
    expect(attachmentProblem(file('a.png', MAX_FILE_BYTES + 1), ['a.png', 'b.png', 'c.png'])).toBe(ATTACHMENT_MESSAGES.size);
    expect(attachmentProblem(file('a.exe', MAX_FILE_BYTES + 1), ['a.exe'])).toBe(ATTACHMENT_MESSAGES.type);
    expect(attachmentProblem(file('a.png'), ['a.png', 'b.png', 'c.png'])).toBe('Maximum 3 files allowed');
  });
});
