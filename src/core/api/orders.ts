/**
 * The orders the API client answers (`listOrders`, `getOrder`), written out as interfaces so that
 * the public API names them and documents each field. They are the OpenAPI documents' schemas
 * (openapi/variant-*.json): types.ts does not compile if the generated schemas and these differ,
 * but for the one field widened on purpose (`status`, see types.ts).
 */

/** One order of a list: its summary. Amounts are in minor units of `currency`. */
export interface OrderSummary {
  /** Opaque identifier, unique across users. */
  orderId: string;
  /** The retailer the order was placed with. */
  retailerId: number;
  /** The retailer's own order number. */
  orderNumber: string;
  /** When the order was placed (ISO 8601, UTC). */
  orderedAt: string;
  /**
   * `placed`, `shipped`, `delivered`, `cancelled` or `returned` in the documents; a value the service
   * adds later is passed on as it is, so that it does not make the whole list unreadable.
   */
  status: string;
  /** ISO 4217 code. */
  currency: string;
  /** Order total in minor units of `currency` (cents). */
  total: number;
  /** How many items the order has. */
  itemCount: number;
}

/** One line of an order. */
export interface OrderItem {
  /** The product's name, as the retailer gives it. */
  name: string;
  /** The retailer's stock-keeping unit of the product. */
  sku: string;
  quantity: number;
  /** Minor units of the order's currency. */
  unitPrice: number;
}

/** One order with full details: the summary's fields and its items. */
export interface Order extends OrderSummary {
  items: OrderItem[];
}

/** A page of orders, newest first, with the total count of orders matching the filter. */
export interface OrderList {
  orders: OrderSummary[];
  /** The page size asked for. */
  limit: number;
  /** How many orders come before this page. */
  offset: number;
  /** How many orders match the filter, on every page. */
  total: number;
}
