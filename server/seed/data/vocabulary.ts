export const PRODUCT_ADJECTIVES = ['Premium', 'Standard', 'Heavy Duty', 'Eco', 'Pro', 'Compact', 'Classic', 'Ultra'] as const;

export const SELLER_NAME_PARTS = {
  first: ['Maju', 'Jaya', 'Sinar', 'Mega', 'Bintang', 'Harmoni', 'Cahaya', 'Gemilang', 'Permata', 'Seri', 'Prima', 'Setia', 'Alam', 'Era', 'Mutiara'],
  second: ['Supplies', 'Trading', 'Industrial', 'Enterprise', 'Resources', 'Technologies', 'Medical', 'Office Solutions', 'Hardware', 'Distribution'],
  suffix: ['Sdn Bhd', 'Enterprise', 'Berhad', 'Sdn Bhd', 'Trading Co.'],
} as const;

export const FEATURE_LABELS = ['Material', 'Dimensions', 'Weight', 'Certification', 'Country of Origin', 'Packaging'] as const;

export const FEATURE_VALUES: Record<(typeof FEATURE_LABELS)[number], readonly string[]> = {
  Material: ['Polypropylene', 'Stainless steel', 'Cotton blend', 'ABS plastic', 'Recycled paper', 'Aluminium'],
  Dimensions: ['10 x 20 x 5 cm', '30 x 40 x 10 cm', '60 x 60 x 110 cm', '15 x 15 x 15 cm'],
  Weight: ['150 g', '500 g', '1.2 kg', '7.5 kg', '15 kg'],
  Certification: ['SIRIM', 'ISO 9001', 'CE', 'MeSTI', 'KKM approved'],
  'Country of Origin': ['Malaysia', 'China', 'Japan', 'Germany', 'Thailand'],
  Packaging: ['Box', 'Carton of 12', 'Shrink-wrapped', 'Bag'],
};

export const WARRANTIES = ['12 months manufacturer warranty.', '6 months limited warranty.', '24 months warranty on parts and labour.'] as const;

export const REPLACEMENT_POLICIES = ['Replacement within 7 days for defective items.', 'Returns accepted within 14 days in original packaging.'] as const;
