import express, { type Router } from 'express';
import { logoSvg } from './logos.ts';
import { findRetailer, RETAILERS, type Retailer } from './retailers.ts';

/** The spec's available-retailer object (§2.1). */
export interface AvailableRetailer {
  retailerId: number;
  displayName: string;
  logo: string;
  syncConfig: { serverSide: boolean };
}

export function availableRetailer(retailer: Retailer, origin: string): AvailableRetailer {
  return {
    retailerId: retailer.retailerId,
    displayName: retailer.displayName,
    logo: `${origin}/logos/${retailer.retailerId}.svg`,
    syncConfig: { serverSide: retailer.serverSide },
  };
}

/**
 * The public catalog: no token, readable from any origin (it is the same for everyone), and cacheable
 * for a short while so that opening the widget twice costs one request.
 */
export function catalogHandler(origin: string): express.RequestHandler {
  const body = JSON.stringify(RETAILERS.map((retailer) => availableRetailer(retailer, origin)));
  return (_req, res) => {
    res
      .set('Access-Control-Allow-Origin', '*')
      .set('Cache-Control', 'public, max-age=60')
      .type('application/json')
      .send(body);
  };
}

/** Generated logo images, `GET /logos/{retailerId}.svg`. */
export function logoRouter(): Router {
  const router = express.Router();
  router.get('/:file', (req, res) => {
    const match = /^(\d+)\.svg$/.exec(req.params.file);
    const retailer = match ? findRetailer(Number(match[1])) : undefined;
    if (!retailer) {
      res.status(404).type('text/plain').send('No such logo');
      return;
    }
    res
      .set('Content-Type', 'image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      // A logo opened on its own must not run anything, and any origin may embed it.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .set('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(logoSvg(retailer));
  });
  return router;
}
