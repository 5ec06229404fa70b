/** How a SKU's variant options are named wherever a SKU is shown by them: the cart, the quotation and the compare table. */

/** One variant option of a SKU, as the cart carries it. */
export interface VariantOptionName {
  variant_name: string;
  variant_option: string;
}

/** 'Size: S'. */
export function optionName(option: VariantOptionName): string {
  return `${option.variant_name}: ${option.variant_option}`;
}

/** A SKU's options in axis order, 'Size: S, Colour: Red'; null for a SKU without options. */
export function variantLabel(options: readonly VariantOptionName[]): string | null {
  return options.length > 0 ? options.map(optionName).join(', ') : null;
}
