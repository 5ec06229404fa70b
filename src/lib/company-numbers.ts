/**
 * A buyer company's name and registration numbers as Malaysia issues them: what the operator's
 * registration and the company's own settings both accept.
 */

/** The longest company name, as registration takes it. */
export const MAX_COMPANY_NAME = 150;

/**
 * An SSM registration number: the 12-digit number (year, entity type, serial), optionally with
 * the old number in brackets as company documents print both ("201901000001 (1300001-A)"), or
 * the old number alone.
 */
export const REGISTRATION_NO = /^(?:(?:19|20)\d{10}(?: \(\d{1,7}-[A-Z]\))?|\d{1,7}-[A-Z])$/;
/** A sales and service tax registration number, e.g. W10-1808-32000001. */
export const SST_NUMBER = /^[A-Z]\d{2}-\d{4}-\d{8}$/;
/** An LHDN tax identification number (TIN): its type's letters, then digits, e.g. C2581234500. */
export const TAX_NUMBER = /^[A-Z]{1,2}\d{8,12}$/;
