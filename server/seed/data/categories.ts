/** A variant axis a leaf category's products may have, e.g. Size with S, M, L. */
export interface VariantAxis {
  name: string;
  options: readonly string[];
}

export interface LeafSeed {
  name: string;
  /** Singular product noun used in generated names. */
  noun: string;
  axes?: readonly VariantAxis[];
}

interface BranchSeed {
  id?: number;
  name: string;
  leaves: readonly LeafSeed[];
}

export interface AreaSeed {
  id?: number;
  name: string;
  brands: readonly string[];
  /** Typical unit price range of the area, in sen. */
  priceSen: readonly [number, number];
  branches: readonly BranchSeed[];
}

const size: VariantAxis = { name: 'Size', options: ['S', 'M', 'L', 'XL'] };
const colour: VariantAxis = { name: 'Colour', options: ['Black', 'Blue', 'Red', 'White'] };
const pack: VariantAxis = { name: 'Pack', options: ['Single', 'Pack of 10', 'Box of 50'] };
const volume: VariantAxis = { name: 'Volume', options: ['500 ml', '1 L', '5 L'] };

/** The category tree; ids are given only where the spec fixes them (COVID care, 2756..2761). */
export const CATEGORY_TREE: readonly AreaSeed[] = [
  {
    name: 'Office Supplies',
    priceSen: [150, 6000],
    brands: ['Double A', 'PaperOne', 'Faber-Castell', 'Pilot', 'Deli', 'Kokuyo', 'Max'],
    branches: [
      { name: 'Paper', leaves: [{ name: 'A4 Paper', noun: 'A4 Copier Paper', axes: [pack] }, { name: 'Notebooks', noun: 'Notebook', axes: [colour] }, { name: 'Sticky Notes', noun: 'Sticky Notes Pad' }] },
      { name: 'Writing Instruments', leaves: [{ name: 'Pens', noun: 'Ballpoint Pen', axes: [colour, pack] }, { name: 'Markers', noun: 'Whiteboard Marker', axes: [colour] }, { name: 'Highlighters', noun: 'Highlighter' }] },
      { name: 'Desk Accessories', leaves: [{ name: 'Staplers', noun: 'Stapler' }, { name: 'Desk Organisers', noun: 'Desk Organiser', axes: [colour] }, { name: 'Scissors', noun: 'Office Scissors' }] },
    ],
  },
  {
    name: 'IT & Electronics',
    priceSen: [3000, 650000],
    brands: ['Dell', 'HP', 'Lenovo', 'Logitech', 'TP-Link', 'Samsung', 'Acer'],
    branches: [
      { name: 'Computers', leaves: [{ name: 'Laptops', noun: 'Business Laptop' }, { name: 'Desktops', noun: 'Desktop PC' }, { name: 'Monitors', noun: 'LED Monitor' }] },
      { name: 'Peripherals', leaves: [{ name: 'Keyboards', noun: 'Keyboard', axes: [colour] }, { name: 'Mice', noun: 'Wireless Mouse', axes: [colour] }, { name: 'Webcams', noun: 'HD Webcam' }] },
      { name: 'Networking', leaves: [{ name: 'Routers', noun: 'Wi-Fi Router' }, { name: 'Switches', noun: 'Network Switch' }, { name: 'Network Cables', noun: 'Cat6 Cable', axes: [pack] }] },
    ],
  },
  {
    name: 'Industrial & MRO',
    priceSen: [800, 90000],
    brands: ['Bosch', 'Makita', 'Stanley', 'Schneider', 'Philips', 'Honeywell', 'Proton Safety'],
    branches: [
      { name: 'Safety Equipment', leaves: [{ name: 'Safety Helmets', noun: 'Safety Helmet', axes: [colour] }, { name: 'Safety Boots', noun: 'Safety Boot', axes: [size] }, { name: 'Hi-Vis Vests', noun: 'Hi-Vis Vest', axes: [size] }] },
      { name: 'Tools', leaves: [{ name: 'Hand Tools', noun: 'Screwdriver Set' }, { name: 'Power Tools', noun: 'Cordless Drill' }, { name: 'Measuring Tools', noun: 'Measuring Tape' }] },
      { name: 'Electrical', leaves: [{ name: 'Cables & Wires', noun: 'Electrical Cable', axes: [pack] }, { name: 'Switches & Sockets', noun: 'Wall Socket' }, { name: 'Lighting', noun: 'LED Tube Light', axes: [pack] }] },
    ],
  },
  {
    name: 'Cleaning & Hygiene',
    priceSen: [400, 9000],
    brands: ['Dettol', 'Clorox', 'Kimberly-Clark', 'Scott', 'Vileda', 'Glo'],
    branches: [
      { name: 'Cleaning Chemicals', leaves: [{ name: 'Floor Cleaners', noun: 'Floor Cleaner', axes: [volume] }, { name: 'Disinfectants', noun: 'Disinfectant', axes: [volume] }, { name: 'Detergents', noun: 'Detergent', axes: [volume] }] },
      { name: 'Janitorial', leaves: [{ name: 'Mops & Buckets', noun: 'Mop Set' }, { name: 'Trash Bags', noun: 'Trash Bag', axes: [pack] }, { name: 'Tissue & Paper Towels', noun: 'Paper Towel Roll', axes: [pack] }] },
    ],
  },
  {
    name: 'Pantry & Food',
    priceSen: [250, 7000],
    brands: ['Nescafe', 'Lipton', 'Spritzer', "Julie's", 'Mamee', 'Boh', 'Munchy'],
    branches: [
      { name: 'Beverages', leaves: [{ name: 'Coffee', noun: 'Instant Coffee', axes: [pack] }, { name: 'Tea', noun: 'Tea Bags', axes: [pack] }, { name: 'Bottled Water', noun: 'Mineral Water', axes: [volume] }] },
      { name: 'Snacks', leaves: [{ name: 'Biscuits', noun: 'Cream Crackers' }, { name: 'Instant Noodles', noun: 'Instant Noodles', axes: [pack] }, { name: 'Dried Fruits', noun: 'Dried Fruit Mix' }] },
    ],
  },
  {
    name: 'Furniture',
    priceSen: [12000, 350000],
    brands: ['Ikea Business', 'Steelcase', 'Herman Miller', 'Lorenzo', 'Sitwell'],
    branches: [
      { name: 'Office Chairs', leaves: [{ name: 'Ergonomic Chairs', noun: 'Ergonomic Chair', axes: [colour] }, { name: 'Visitor Chairs', noun: 'Visitor Chair' }] },
      { name: 'Desks', leaves: [{ name: 'Writing Desks', noun: 'Writing Desk' }, { name: 'Standing Desks', noun: 'Standing Desk', axes: [colour] }] },
      { name: 'Storage', leaves: [{ name: 'Filing Cabinets', noun: 'Filing Cabinet' }, { name: 'Shelving', noun: 'Steel Shelf' }] },
    ],
  },
  {
    id: 2755,
    name: 'COVID Care',
    priceSen: [200, 25000],
    brands: ['3M', 'Ansell', 'Top Glove', 'Hartalega', 'Omron', 'Microlife', 'Medicos'],
    branches: [
      { id: 2756, name: 'Face mask', leaves: [{ name: 'Surgical Masks', noun: 'Surgical Mask 3-Ply', axes: [pack] }, { name: 'N95 Respirators', noun: 'N95 Respirator Mask', axes: [pack] }, { name: 'Cloth Masks', noun: 'Reusable Cloth Mask', axes: [size, colour] }] },
      { id: 2757, name: 'Thermometer', leaves: [{ name: 'Infrared Thermometers', noun: 'Infrared Forehead Thermometer' }, { name: 'Digital Thermometers', noun: 'Digital Thermometer' }] },
      { id: 2758, name: 'Sanitizers', leaves: [{ name: 'Hand Sanitizer Gel', noun: 'Hand Sanitizer Gel', axes: [volume] }, { name: 'Sanitizer Spray', noun: 'Sanitizer Spray', axes: [volume] }] },
      { id: 2759, name: 'Gloves', leaves: [{ name: 'Nitrile Gloves', noun: 'Nitrile Examination Gloves', axes: [size] }, { name: 'Latex Gloves', noun: 'Latex Gloves', axes: [size] }] },
      { id: 2760, name: 'Face protection', leaves: [{ name: 'Face Shields', noun: 'Face Shield', axes: [pack] }, { name: 'Safety Goggles', noun: 'Safety Goggles' }] },
      { id: 2761, name: 'Full body protection', leaves: [{ name: 'Isolation Gowns', noun: 'Isolation Gown', axes: [size] }, { name: 'Coveralls', noun: 'Disposable Coverall', axes: [size] }] },
    ],
  },
];

/** Ids for the categories the spec does not fix start here, clear of the fixed ones. */
export const FIRST_GENERATED_CATEGORY_ID = 3000;
