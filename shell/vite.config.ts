import { defineHostConfig } from '@journal/shared/federation';

export default defineHostConfig();
