import { defineHostConfig, testConfig } from '@journal/build-kit/federation';
import { socialImages } from './scripts/socialImages.ts';

const host = defineHostConfig();

export default {
  ...host,
  plugins: [...(host.plugins ?? []), socialImages()],
  test: testConfig(),
};
