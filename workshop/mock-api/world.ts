import { CATEGORY_TREE, FIRST_GENERATED_CATEGORY_ID } from '../../server/seed/data/categories';
import { STATES } from '../../server/seed/data/geography';
import { buildCategoryTree, type CategoryRow } from '../../server/domain/category-tree';
import { initials, svgTile } from '../../server/domain/tile-image';
import type { LineShipping } from '../../src/lib/cart';

/*
 * The workshop's small marketplace, in the seed's words: the seed's category tree, states and
 * districts, sellers named from its vocabulary, and ten products whose SKUs, stock, MOQs and
 * shipping show every state the elements know (variants, low stock, out of stock, not shipped to
 * Selangor, a seller minimum, conditional free shipping). Money is in sen here, as in the server.
 */

/** The category rows as the seed numbers them (server/seed/categories.ts): fixed ids kept, the rest from 3000 on. */
function seedCategoryRows(): CategoryRow[] {
  let nextId = FIRST_GENERATED_CATEGORY_ID;
  const rows: CategoryRow[] = [];
  for (const area of CATEGORY_TREE) {
    const areaId = area.id ?? nextId++;
    rows.push({ id: areaId, name: area.name, parentId: null, level: 1, icon: null });
    for (const branch of area.branches) {
      const branchId = branch.id ?? nextId++;
      rows.push({ id: branchId, name: branch.name, parentId: areaId, level: 2, icon: null });
      for (const leaf of branch.leaves) rows.push({ id: nextId++, name: leaf.name, parentId: branchId, level: 3, icon: null });
    }
  }
  return rows;
}

export const CATEGORY_ROWS = seedCategoryRows();
export const CATEGORY_TREE_NODES = buildCategoryTree(CATEGORY_ROWS);

const categoryNamed = (name: string): CategoryRow => {
  const row = CATEGORY_ROWS.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No seed category named ${name}`);
  return row;
};

/** The category and its ancestors, the category first. */
export function categoryPath(id: number): CategoryRow[] {
  const path: CategoryRow[] = [];
  for (
    let row = CATEGORY_ROWS.find((candidate) => candidate.id === id);
    row;
    row = CATEGORY_ROWS.find((candidate) => candidate.id === row?.parentId)
  )
    path.push(row);
  return path;
}

/** Whether `id` is `ancestorId` or lies below it. */
export const isWithin = (id: number, ancestorId: number): boolean => categoryPath(id).some((row) => row.id === ancestorId);

export const SELANGOR = { state: 'Selangor', district: 'Petaling' };

export interface SellerSeed {
  id: number;
  name: string;
  state: string;
  city: string;
  rating: number;
  reviews: number;
  /** Days from order to delivery. */
  termFrom: number;
  termTo: number;
  /** SST is charged on its shipping fee too. */
  taxOnShipping: boolean;
}

export const SELLERS: readonly SellerSeed[] = [
  {
    id: 1,
    name: 'Maju Office Solutions Sdn Bhd',
    state: 'Selangor',
    city: 'Petaling Jaya',
    rating: 4.6,
    reviews: 128,
    termFrom: 1,
    termTo: 3,
    taxOnShipping: false,
  },
  {
    id: 2,
    name: 'Sinar Technologies Berhad',
    state: 'Kuala Lumpur',
    city: 'Kuala Lumpur',
    rating: 4.2,
    reviews: 64,
    termFrom: 2,
    termTo: 5,
    taxOnShipping: true,
  },
  {
    id: 3,
    name: 'Permata Medical Enterprise',
    state: 'Penang',
    city: 'George Town',
    rating: 3.9,
    reviews: 21,
    termFrom: 3,
    termTo: 7,
    taxOnShipping: false,
  },
];

export const sellerOf = (id: number): SellerSeed => SELLERS.find((seller) => seller.id === id) ?? SELLERS[0];

export interface AxisSeed {
  variantId: number;
  name: string;
  options: readonly { recid: number; name: string }[];
}

export interface SkuSeed {
  id: number;
  code: string;
  /** Option recids, in axis order. */
  options: readonly number[];
  priceSen: number;
  stock: number;
  moq: number;
}

export interface ProductSeed {
  id: number;
  name: string;
  brand: string;
  model: string;
  categoryId: number;
  sellerId: number;
  moq: number;
  availability: 'Y' | 'N';
  rating: number;
  reviews: number;
  /** 1: a contracted item of the marketplace. */
  contracted: 0 | 1;
  materialId: string | null;
  createdAt: string;
  axes: readonly AxisSeed[];
  skus: readonly SkuSeed[];
  /** The states the seller ships it to; every state when null. */
  shipsTo: readonly string[] | null;
  shipping: LineShipping;
  description: string;
  features: readonly [string, string][];
}

const free: LineShipping = { mode: 'free', charge: 0, applicableCharge: 0 };
const charged = (sen: number): LineShipping => ({ mode: 'charged', charge: sen, applicableCharge: 0 });
const freeAbove = (sen: number, aboveSen: number): LineShipping => ({ mode: 'conditional', charge: sen, applicableCharge: aboveSen });

const plain = (id: number, code: string, priceSen: number, stock: number, moq: number): SkuSeed[] => [
  { id, code, options: [], priceSen, stock, moq },
];

export const PRODUCTS: readonly ProductSeed[] = [
  {
    id: 101,
    name: 'PaperOne Premium A4 Copier Paper',
    brand: 'PaperOne',
    model: 'PO-A4-80',
    categoryId: categoryNamed('A4 Paper').id,
    sellerId: 1,
    moq: 5,
    availability: 'Y',
    rating: 4.7,
    reviews: 86,
    contracted: 1,
    materialId: 'MAT-A4-80',
    createdAt: '2026-03-02T09:00:00+08:00',
    axes: [
      {
        variantId: 11,
        name: 'Pack',
        options: [
          { recid: 111, name: 'Single' },
          { recid: 112, name: 'Pack of 10' },
        ],
      },
    ],
    skus: [
      { id: 1011, code: 'PO-A4-1R', options: [111], priceSen: 1890, stock: 400, moq: 5 },
      { id: 1012, code: 'PO-A4-10R', options: [112], priceSen: 17500, stock: 60, moq: 1 },
    ],
    shipsTo: null,
    shipping: free,
    description: 'Bright white 80 gsm copier paper for everyday printing, 500 sheets a ream.',
    features: [
      ['Material', 'Recycled paper'],
      ['Dimensions', '21 x 29.7 cm'],
      ['Certification', 'SIRIM'],
    ],
  },
  {
    id: 102,
    name: 'Pilot Classic Ballpoint Pen',
    brand: 'Pilot',
    model: 'BP-S-F',
    categoryId: categoryNamed('Pens').id,
    sellerId: 1,
    moq: 12,
    availability: 'Y',
    rating: 4.4,
    reviews: 52,
    contracted: 0,
    materialId: null,
    createdAt: '2026-02-11T09:00:00+08:00',
    axes: [
      {
        variantId: 21,
        name: 'Colour',
        options: [
          { recid: 211, name: 'Black' },
          { recid: 212, name: 'Blue' },
          { recid: 213, name: 'Red' },
        ],
      },
    ],
    skus: [
      { id: 1021, code: 'PL-BP-BK', options: [211], priceSen: 250, stock: 1000, moq: 12 },
      { id: 1022, code: 'PL-BP-BL', options: [212], priceSen: 250, stock: 800, moq: 12 },
      { id: 1023, code: 'PL-BP-RD', options: [213], priceSen: 260, stock: 0, moq: 12 },
    ],
    shipsTo: null,
    shipping: free,
    description: 'A smooth fine-point ballpoint pen with a comfortable grip.',
    features: [
      ['Material', 'ABS plastic'],
      ['Packaging', 'Box'],
    ],
  },
  {
    id: 103,
    name: 'Dell Pro Business Laptop',
    brand: 'Dell',
    model: 'Latitude 5450',
    categoryId: categoryNamed('Laptops').id,
    sellerId: 2,
    moq: 1,
    availability: 'Y',
    rating: 4.5,
    reviews: 31,
    contracted: 0,
    materialId: 'MAT-LAPTOP-14',
    createdAt: '2026-04-20T09:00:00+08:00',
    axes: [],
    skus: plain(1031, 'DL-LAT-5450', 429900, 15, 1),
    shipsTo: null,
    shipping: charged(2500),
    description: '14-inch business laptop with 16 GB memory and a 512 GB SSD, three years on-site warranty.',
    features: [
      ['Dimensions', '32 x 21 x 2 cm'],
      ['Weight', '1.4 kg'],
      ['Country of Origin', 'China'],
    ],
  },
  {
    id: 104,
    name: 'Logitech Compact Wireless Mouse',
    brand: 'Logitech',
    model: 'M190',
    categoryId: categoryNamed('Mice').id,
    sellerId: 2,
    moq: 1,
    availability: 'Y',
    rating: 4.1,
    reviews: 208,
    contracted: 0,
    materialId: null,
    createdAt: '2026-01-15T09:00:00+08:00',
    axes: [],
    skus: plain(1041, 'LG-M190', 5990, 3, 1),
    shipsTo: null,
    shipping: freeAbove(1200, 50000),
    description: 'A full-size wireless mouse with an 18-month battery life.',
    features: [
      ['Weight', '150 g'],
      ['Packaging', 'Box'],
    ],
  },
  {
    id: 105,
    name: '3M Standard Surgical Mask 3-Ply',
    brand: '3M',
    model: 'SM-3P-50',
    categoryId: categoryNamed('Surgical Masks').id,
    sellerId: 3,
    moq: 10,
    availability: 'Y',
    rating: 4.0,
    reviews: 44,
    contracted: 0,
    materialId: 'MAT-MASK-3P',
    createdAt: '2026-03-28T09:00:00+08:00',
    axes: [],
    skus: plain(1051, '3M-SM-50', 2500, 500, 10),
    shipsTo: ['Penang', 'Kedah', 'Perak'],
    shipping: charged(800),
    description: 'Three-ply surgical masks with a bacterial filtration efficiency of 98%, 50 a box.',
    features: [
      ['Material', 'Polypropylene'],
      ['Certification', 'KKM approved'],
      ['Packaging', 'Box'],
    ],
  },
  {
    id: 106,
    name: 'Dettol Eco Hand Sanitizer Gel',
    brand: 'Dettol',
    model: 'HS-500',
    categoryId: categoryNamed('Hand Sanitizer Gel').id,
    sellerId: 1,
    moq: 1,
    availability: 'Y',
    rating: 4.3,
    reviews: 17,
    contracted: 0,
    materialId: null,
    createdAt: '2026-02-03T09:00:00+08:00',
    axes: [],
    skus: plain(1061, 'DT-HS-500', 1250, 0, 1),
    shipsTo: null,
    shipping: free,
    description: 'Alcohol-based sanitizer gel that kills 99.9% of germs without water.',
    features: [['Packaging', 'Carton of 12']],
  },
  {
    id: 107,
    name: 'Omron Eco Face Shield',
    brand: 'Omron',
    model: 'OF-1217',
    categoryId: categoryNamed('Face Shields').id,
    sellerId: 2,
    moq: 20,
    availability: 'Y',
    rating: 3.8,
    reviews: 9,
    contracted: 0,
    materialId: null,
    createdAt: '2026-04-02T09:00:00+08:00',
    axes: [],
    skus: plain(1071, 'OM-FS-1217', 800, 120, 20),
    shipsTo: null,
    shipping: charged(1500),
    description: 'An anti-fog full face shield with an adjustable headband.',
    features: [
      ['Material', 'Polypropylene'],
      ['Country of Origin', 'Malaysia'],
    ],
  },
  {
    id: 108,
    name: 'Faber-Castell Pro Whiteboard Marker',
    brand: 'Faber-Castell',
    model: 'WB-52',
    categoryId: categoryNamed('Markers').id,
    sellerId: 1,
    moq: 6,
    availability: 'Y',
    rating: 4.2,
    reviews: 40,
    contracted: 0,
    materialId: null,
    createdAt: '2026-01-28T09:00:00+08:00',
    axes: [],
    skus: plain(1081, 'FC-WB-52', 420, 300, 6),
    shipsTo: null,
    shipping: free,
    description: 'A dry-wipe marker with a bullet tip that erases cleanly.',
    features: [['Packaging', 'Box']],
  },
  {
    id: 109,
    name: 'Ansell Heavy Duty Safety Helmet',
    brand: 'Ansell',
    model: 'SH-HD',
    categoryId: categoryNamed('Safety Helmets').id,
    sellerId: 2,
    moq: 5,
    availability: 'Y',
    rating: 4.6,
    reviews: 12,
    contracted: 1,
    materialId: null,
    createdAt: '2026-03-12T09:00:00+08:00',
    axes: [],
    skus: plain(1091, 'AN-SH-HD', 3900, 80, 5),
    shipsTo: null,
    shipping: charged(1800),
    description: 'A SIRIM-certified industrial safety helmet with a ratchet harness.',
    features: [
      ['Certification', 'SIRIM'],
      ['Weight', '500 g'],
    ],
  },
  {
    id: 110,
    name: 'Glo Standard Floor Cleaner',
    brand: 'Glo',
    model: 'FC-5L',
    categoryId: categoryNamed('Floor Cleaners').id,
    sellerId: 1,
    moq: 2,
    availability: 'N',
    rating: 3.6,
    reviews: 5,
    contracted: 0,
    materialId: null,
    createdAt: '2025-12-18T09:00:00+08:00',
    axes: [],
    skus: plain(1101, 'GL-FC-5L', 2890, 40, 2),
    shipsTo: null,
    shipping: free,
    description: 'A concentrated pine floor cleaner, 5 litres.',
    features: [['Packaging', 'Bag']],
  },
];

export const productOf = (id: number): ProductSeed | undefined => PRODUCTS.find((product) => product.id === id);

/** The product and SKU of a SKU id. */
export function skuOf(skuId: number): { product: ProductSeed; sku: SkuSeed } | undefined {
  for (const product of PRODUCTS) {
    const sku = product.skus.find((candidate) => candidate.id === skuId);
    if (sku) return { product, sku };
  }
  return undefined;
}

/** The SKU's options as the cart names them: axis name and option. */
export function skuOptions(product: ProductSeed, sku: SkuSeed): { variant_name: string; variant_option: string }[] {
  return product.axes.flatMap((axis) => {
    const option = axis.options.find((candidate) => sku.options.includes(candidate.recid));
    return option ? [{ variant_name: axis.name, variant_option: option.name }] : [];
  });
}

/** Whether the product ships to a state; true when no location is known. */
export const shipsTo = (product: ProductSeed, state: string | null): boolean =>
  state === null || product.shipsTo === null || product.shipsTo.includes(state);

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The product's view `index` (0 to 2), as the server draws it: a tile with the product's initials. */
export const productImage = (product: ProductSeed, view = 0): string =>
  dataUrl(
    svgTile({
      headline: initials(product.name),
      caption: view === 0 ? product.brand : `${product.brand} view ${view + 1}`,
      key: product.id + view * 7,
      width: 400,
      height: 400,
    }),
  );

/** A banner image, as the seed's banners are drawn. */
export const bannerImage = (id: number, title: string): string =>
  dataUrl(svgTile({ headline: title, caption: 'LaPasar', key: id * 31, width: 1200, height: 400 }));

export interface StateWithDistricts {
  id: number;
  name: string;
  code: string;
  districts: { id: number; name: string; postcodes: readonly (readonly [from: number, to: number, town?: string])[] }[];
}

/** The seed's states, each district numbered within its state. */
export const PLACES: readonly StateWithDistricts[] = STATES.map((state) => ({
  id: state.id,
  name: state.name,
  code: state.code,
  districts: state.districts.map((district, index) => ({
    id: state.id * 100 + index + 1,
    name: district.name,
    postcodes: district.postcodes ?? [],
  })),
}));

/** The state, district and city (its town, else the district) of a postcode, as the seed's ranges place it. */
export function placeOfPostcode(postcode: string): { state: string; district: string; city: string } | null {
  const code = Number(postcode);
  for (const state of PLACES) {
    for (const district of state.districts) {
      const range = district.postcodes.find(([from, to]) => code >= from && code <= to);
      if (range) return { state: state.name, district: district.name, city: range[2] ?? district.name };
    }
  }
  return null;
}
