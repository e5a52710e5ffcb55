/** The spec's available-retailer object (§2.1). */
export interface AvailableRetailer {
  retailerId: number;
  displayName: string;
  logo: string;
  syncConfig: { serverSide: boolean };
}

export type ApiVariant = 'A' | 'B';

/** Variant A lists the public catalog at /sync/retailers, variant B at /retailers/available (§4.1). */
export function catalogUrl(apiBaseUrl: string, variant: ApiVariant): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return variant === 'A' ? `${base}/sync/retailers` : `${base}/retailers/available`;
}

export class CatalogError extends Error {
  override readonly name = 'CatalogError';
  readonly code: 'network' | 'http' | 'invalid_response';

  constructor(code: CatalogError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

function isAvailableRetailer(value: unknown): value is AvailableRetailer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const syncConfig = record['syncConfig'];
  return Number.isInteger(record['retailerId'])
    && typeof record['displayName'] === 'string'
    && typeof record['logo'] === 'string'
    && typeof syncConfig === 'object' && syncConfig !== null
    && typeof (syncConfig as Record<string, unknown>)['serverSide'] === 'boolean';
}

/** Checks a parsed catalog body at runtime: a malformed answer is an error, never a crash later. */
export function parseCatalog(body: unknown): AvailableRetailer[] {
  if (!Array.isArray(body) || !body.every(isAvailableRetailer)) {
    throw new CatalogError('invalid_response', 'The retailer catalog answer was not in the expected format.');
  }
  return body.map(({ retailerId, displayName, logo, syncConfig }) => ({
    retailerId, displayName, logo, syncConfig: { serverSide: syncConfig.serverSide },
  }));
}

/** The public catalog needs no token (spec §5.2). */
export async function fetchCatalog(fetchImpl: typeof fetch, url: string, signal?: AbortSignal): Promise<AvailableRetailer[]> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (cause) {
    throw new CatalogError('network', 'Could not reach the retailer catalog.', { cause });
  }
  if (!response.ok) throw new CatalogError('http', `The retailer catalog answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new CatalogError('invalid_response', 'The retailer catalog answer was not JSON.', { cause });
  }
  return parseCatalog(body);
}
