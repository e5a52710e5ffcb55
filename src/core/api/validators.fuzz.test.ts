import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  check,
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  hostileData,
  noThrow,
  pathsOf,
  mutate,
  wrongTypes,
  type Mutation,
} from '../test-support/fuzz.ts';
import {
  arrayOf,
  isAvailableRetailer,
  isConnection,
  isConnectResult,
  isOrder,
  isOrderList,
  isSyncSession,
} from './validators.ts';
import { CONTRACTS, conforms } from '../test-support/contract-oracle.ts';

const GUARDS: Readonly<Record<keyof typeof CONTRACTS, (value: unknown) => boolean>> = {
  catalog: arrayOf(isAvailableRetailer),
  connections: arrayOf(isConnection),
  connection: isConnection,
  connectResult: isConnectResult,
  sync: isSyncSession,
  order: isOrder,
  orderList: isOrderList,
};
const NAMES = Object.keys(CONTRACTS) as (keyof typeof CONTRACTS)[];

describe('response validators under fuzz', () => {
  it('should accept every valid example (the oracle and the guards agree on the happy path)', () => {
    for (const name of NAMES) {
      expect(conforms(CONTRACTS[name].schema, CONTRACTS[name].valid), name).toBe(true);
      expect(GUARDS[name](CONTRACTS[name].valid), name).toBe(true);
    }
  });

  it(
    `should never throw, and answer as the contract does, for random and hostile bodies (${FUZZ_RUNS} inputs)`,
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(
          fc
            .constantFrom(...NAMES)
            .chain((name) =>
              fc.tuple(fc.constant(name), hostileData(CONTRACTS[name].valid as Record<string, unknown>)),
            ),
          ([name, body]) => {
            const verdict = noThrow(() => GUARDS[name](body), `the ${name} guard`);
            check(
              verdict === conforms(CONTRACTS[name].schema, body),
              `the ${name} guard answered ${verdict}, the contract says otherwise`,
            );
            if (verdict) accepted += 1;
          },
        ),
        { seed: FUZZ_SEED + 8, numRuns: FUZZ_RUNS },
      );
      expect(accepted).toBeGreaterThan(100);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `should refuse a valid body mutated one field at a time exactly when the mutation breaks the contract (${FUZZ_RUNS} inputs)`,
    () => {
      const mutations = fc.constantFrom(...NAMES).chain((name) => {
        const valid = CONTRACTS[name].valid;
        const paths = pathsOf(valid);
        const mutation: fc.Arbitrary<Mutation> = fc.oneof(
          fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: wrongTypes }),
          fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...paths) }),
          fc.record({
            kind: fc.constant('add' as const),
            path: fc.constantFrom(
              [],
              ...paths.filter(
                (path) =>
                  typeof path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], valid) ===
                  'object',
              ),
            ),
            value: wrongTypes,
          }),
        );
        return fc.tuple(fc.constant(name), mutation);
      });
      const tally = { refused: 0, accepted: 0 };
      fc.assert(
        fc.property(mutations, ([name, mutation]) => {
          const body = mutate(CONTRACTS[name].valid, mutation);
          const expected = conforms(CONTRACTS[name].schema, body);
          const verdict = noThrow(() => GUARDS[name](body), `the ${name} guard`);
          check(
            verdict === expected,
            `the ${name} guard ${verdict ? 'accepted' : 'refused'} ${mutation.kind} at ${mutation.path.join('.')}`,
          );
          tally[verdict ? 'accepted' : 'refused'] += 1;
        }),
        { seed: FUZZ_SEED + 9, numRuns: FUZZ_RUNS },
      );
      // Both sides are exercised: most mutations break the contract, extra fields and optional ones do not.
      expect(tally.refused).toBeGreaterThan(FUZZ_RUNS / 2);
      expect(tally.accepted).toBeGreaterThan(100);
    },
    FUZZ_TIMEOUT_MS,
  );
});
