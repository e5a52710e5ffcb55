/**
 * The sandbox's fictional retailers. Names are invented (no trademarks) and the list is fixed, so
 * ids, order and logos are the same on every machine and tests can assert on them.
 */
export interface Retailer {
  retailerId: number;
  displayName: string;
  /** Brand colour of the generated logo. */
  colour: string;
  /** Whether the sandbox pretends to sync this retailer server-side (spec 2.1 `syncConfig.serverSide`). */
  serverSide: boolean;
}

const NAMES = [
  'Acorn & Ash Outfitters',
  'Bluewater Market',
  'Cobblestone Books',
  'Dapple Home Goods',
  'Ember Kitchenware',
  'Fernleaf Grocers',
  'Gilded Thimble',
  'Harbor Hardware',
  'Indigo Loom',
  'Juniper Pet Supply',
  'Kestrel Cycles',
  'Lantern Toys',
  'Meadowlark Apparel',
  'Northwind Electronics',
  'Orchard Lane Foods',
  'Pebble & Pine',
  'Quillfeather Stationery',
  'Riverstone Sports',
  'Saffron Spice Co.',
  'Tidepool Swimwear',
  'Umber Furniture',
  'Velvet Fox Boutique',
  'Willow Creek Garden',
  'Xylo Music House',
  'Yarrow Apothecary',
  'Zephyr Outdoor',
  'Amberly Shoes',
  'Brightside Optics',
  'Cinder Camping',
  'Driftwood Decor',
  'Evergreen Baby',
  'Foxglove Florals',
  'Granite Tools',
  'Hollow Oak Crafts',
  'Ironbark Fitness',
  'Jadeite Jewelers',
  'Kindling Coffee',
  'Lighthouse Linens',
  'Mosaic Games',
  'Nimbus Computing',
  'Opal Beauty',
  'Paper Crane Gifts',
  'Quarry Stone Tiles',
  'Rustic Table',
  'Starling Audio',
  'Thistle Tea House',
  'Upland Auto Parts',
  'Vireo Vision',
] as const;

const COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#9d174d'];

export const RETAILERS: readonly Retailer[] = NAMES.map((displayName, index) => ({
  retailerId: 1001 + index,
  displayName,
  colour: COLOURS[index % COLOURS.length] as string,
  serverSide: index % 3 !== 0,
}));

export function findRetailer(retailerId: number): Retailer | undefined {
  return RETAILERS.find((retailer) => retailer.retailerId === retailerId);
}
