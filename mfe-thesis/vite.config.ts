import { defineRemoteConfig } from '@journal/build-kit/federation';

export default defineRemoteConfig('thesis');
