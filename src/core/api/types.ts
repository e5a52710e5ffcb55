/**
 * The API's resource shapes (DESIGN §3, openapi/schemas.ts). They mirror the schemas of the OpenAPI
 * documents field for field; once `src/core/api/generated/variant-*.ts` exist these become aliases
 * of `components['schemas'][...]`, so a change of the documents breaks the build here.
 */
import type { ConnectionStatus, SyncStatus } from '../session-contract.ts';

export interface AvailableRetailerBody {
  retailerId: number;
  displayName: string;
  logo: string;
  syncConfig: { serverSide: boolean };
}

export interface ConnectionBody {
  retailerId: number;
  displayName: string;
  status: ConnectionStatus;
  lastSyncAt: string;
  errorCode?: string;
}

export interface SyncRetailerBody {
  retailerId: number;
  status: SyncStatus;
  ordersFetched: number;
  errorCode?: string;
  mfa?: { prompt: string };
}

export interface SyncSessionBody {
  syncId: string;
  status: SyncStatus;
  createdAt: string;
  updatedAt: string;
  retailers: SyncRetailerBody[];
}

export interface ConnectResultBody {
  connection: ConnectionBody;
  sync: SyncSessionBody;
}

export interface OrderSummary {
  orderId: string;
  retailerId: number;
  orderNumber: string;
  orderedAt: string;
  status: string;
  /** ISO 4217. */
  currency: string;
  /** Minor units of `currency`. */
  total: number;
  itemCount: number;
}

export interface OrderItem {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface Order extends OrderSummary {
  items: OrderItem[];
}

export interface OrderList {
  orders: OrderSummary[];
  limit: number;
  offset: number;
  total: number;
}
