// The picker proof, second part: the other half of the pickers of schemas/pickers (pickerProof.tsx; the first
// half and the device picker's rules in pickers.test.tsx).
import { vi } from 'vitest';
import { describePickers } from './pickerProof';

// antd in jsdom is slow on a shared 2-core machine; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 90_000 });

describePickers(1, 2);
