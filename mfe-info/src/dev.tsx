import { startDevHarness } from '@journal/shared/dev';
import * as remote from './routes.tsx';

startDevHarness(remote);
