import { describe } from 'vitest';
import { PBKDF2_ITERATIONS, WebCryptoPasswordHasher } from '../../src/adapters/browser/web-crypto-password-hasher';
import { generateProducts } from '../support/products';
import { benchAmongPasses } from './calibration';

// One password hash at the production cost (PBKDF2-SHA256, 600,000 iterations): what a sign-up or a
// login waits for. The budget keeps the cost from creeping up unnoticed (a change of iterations, a
// second hash per login); its yardstick is the same calibration pass as the catalogue's, over
// 100,000 products, where one pass is long enough to be above the timer's resolution.
describe(`password hash at ${PBKDF2_ITERATIONS.toLocaleString('en')} iterations`, async () => {
  const products = generateProducts(100_000);
  const hasher = new WebCryptoPasswordHasher();

  await benchAmongPasses(products, {
    'hash one password': {
      once: async () => {
        await hasher.hash('correct horse battery staple');
      },
      // A hash takes a tenth of a second or more: a few samples are enough, and keep the run short.
      options: { iterations: 5, warmupIterations: 1, time: 0, warmupTime: 0 },
    },
  });
});
