import { defineRemoteConfig } from '@journal/shared/federation';

export default defineRemoteConfig('archives');
