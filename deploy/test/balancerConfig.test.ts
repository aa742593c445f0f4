import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callKinds } from '../../shared/src/contract/api/limits.ts';
import { balancerServerBlocks, clusterPorts, NGINX, writeBalancerConfig } from '../../scripts/cluster.mjs';

/**
 * deploy/nginx/balancer.conf.template as `npm run serve:cluster` renders it (docs/deployment.md, "N
 * instances behind a balancer"). The cluster itself is tested under load in deploy/test/cluster/.
 */
describe('the balancer configuration', () => {
  it('lists every instance of the cluster as an upstream server', () => {
    const layout = clusterPorts(3, 5000);
    const blocks = balancerServerBlocks(layout);
    for (const port of [13790, 13791, 13792, 13070, 13071, 13072])
      expect(blocks).toContain(`server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`);
    expect(blocks).toContain('listen 127.0.0.1:13080;');
    expect(blocks).toContain('listen 127.0.0.1:13787;');
    expect(blocks).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('never sends a write call to a second instance once one has received it: the writes are the contract’s', () => {
    const template = readFileSync(path.resolve(import.meta.dirname, '../nginx/balancer.conf.template'), 'utf8');
    const listed = /\(\/api\)\?\/\(([^)]+)\)\$ 1;/.exec(template)?.[1]?.split('|').sort();
    const writes = Object.entries(callKinds)
      .filter(([, kind]) => kind === 'write')
      .map(([call]) => call.slice(1))
      .sort();
    expect(listed).toEqual(writes);
  });

  it('refuses a number of instances it cannot lay out', () => {
    expect(() => clusterPorts(0)).toThrow('from 1 to 9, got 0');
    expect(() => clusterPorts(12)).toThrow('from 1 to 9, got 12');
  });

  it('is a configuration Debian’s nginx accepts', () => {
    if (!existsSync(NGINX))
      throw new Error(`${NGINX} is missing: apt-get install -y nginx-light (.ci/run installs it)`);
    const work = mkdtempSync(path.join(os.tmpdir(), 'journal-balancer-check-'));
    try {
      const conf = writeBalancerConfig(clusterPorts(2, 5000), work);
      const check = spawnSync(NGINX, ['-t', '-p', work, '-c', conf], { encoding: 'utf8' });
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
