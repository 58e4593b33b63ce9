import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where the test API is global; ours is imported, so say it here.
afterEach(cleanup);
