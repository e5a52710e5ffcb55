import type { components } from '../../../src/core/api/generated/variant-a.ts';
import { findRetailer } from '../retailers.ts';
import { hashId, seededRandom } from './random.ts';

export type Order = components['schemas']['Order'];
export type OrderSummary = components['schemas']['OrderSummary'];

/**
 * Orders are generated from (user, retailer) alone, so tests and demos can assert them: the same
 * user syncing the same retailer always gets the same orders, and another user never shares an id.
 */

/** How many orders a completed sync of `user_good`-like credentials finds: 20 to 60. */
export function orderCountFor(userId: string, retailerId: number): number {
  return 20 + Math.floor(seededRandom(`count:${userId}:${retailerId}`)() * 41);
}

const STATUSES: OrderSummary['status'][] = [
  'delivered',
  'delivered',
  'delivered',
  'shipped',
  'placed',
  'cancelled',
  'returned',
];
const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
const ADJECTIVES = ['Classic', 'Compact', 'Deluxe', 'Everyday', 'Organic', 'Recycled', 'Travel', 'Vintage'];
const NOUNS = ['Basket', 'Blanket', 'Bottle', 'Candle', 'Mug', 'Notebook', 'Pouch', 'Scarf', 'Lamp', 'Planter'];
/** Orders are dated back from a fixed day, not from "now", so they never change between runs. */
const NEWEST_ORDER = Date.UTC(2026, 5, 30, 12);
const DAY = 24 * 60 * 60 * 1000;

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

function generateOrder(userId: string, retailerId: number, index: number, orderedAt: number): Order {
  const random = seededRandom(`order:${userId}:${retailerId}:${index}`);
  const items = Array.from({ length: 1 + Math.floor(random() * 4) }, (_unused, itemIndex) => ({
    name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
    sku: `SKU-${retailerId}-${String(Math.floor(random() * 1e6)).padStart(6, '0')}-${itemIndex}`,
    quantity: 1 + Math.floor(random() * 3),
    unitPrice: 199 + Math.floor(random() * 20000),
  }));
  return {
    orderId: hashId('ord_', `${userId}:${retailerId}:${index}`),
    retailerId,
    orderNumber: `${String(retailerId).slice(-2)}-${String(100000 + Math.floor(random() * 900000))}`,
    orderedAt: new Date(orderedAt).toISOString(),
    status: pick(random, STATUSES),
    currency: CURRENCIES[retailerId % CURRENCIES.length] as string,
    total: items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
  };
}

/** The first `count` orders of (user, retailer), newest first. */
export function generateOrders(userId: string, retailerId: number, count: number): Order[] {
  if (!findRetailer(retailerId)) return [];
  const spacing = seededRandom(`spacing:${userId}:${retailerId}`);
  const orders: Order[] = [];
  let orderedAt = NEWEST_ORDER - Math.floor(spacing() * 5 * DAY);
  for (let index = 0; index < count; index += 1) {
    orders.push(generateOrder(userId, retailerId, index, orderedAt));
    orderedAt -= Math.floor((0.5 + spacing() * 9) * DAY);
  }
  return orders;
}

export function toSummary(order: Order): OrderSummary {
  const { items: _items, ...summary } = order;
  return summary;
}
