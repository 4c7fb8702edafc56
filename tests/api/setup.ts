import { setScryptCostForTests } from '../../server/services/passwords';

// Every account the suites create and every sign-in hashes a password: at the production cost (N=16384) that is
// 100-200 ms each on a loaded CI box, hundreds of times per suite. A test about the stored cost itself sets the
// production cost back (tests/api/storage.test.ts); checks always follow the parameters stored in the hash.
setScryptCostForTests({ N: 1_024, r: 8, p: 1 });
