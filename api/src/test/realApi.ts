import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiPackageDir } from '../config.ts';
import { TEST_TOKEN } from './testApp.ts';

/** The real API as `npm start` runs it (node + tsx), on port 0 over a database in `dir`. */
export interface RealApi {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
  output: () => string;
}

const running = new Set<ChildProcess>();

/** Starts the API; resolves once it listens. API_WORKERS defaults to 1 here (one process, so SIGKILL kills the server). */
export async function startApi(dir: string, env: NodeJS.ProcessEnv = {}): Promise<RealApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiPackageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      JOURNAL_DB: path.join(dir, 'journal.db'),
      JOURNAL_FILES_DIR: path.join(dir, 'files'),
      API_TOKEN: TEST_TOKEN,
      LOG_LEVEL: 'info',
      API_WORKERS: '1',
      ...env,
    },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts prints "Journal API listening at http://127.0.0.1:<port>" once every worker listens.
      const match = /Journal API listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}:\n${output}`)));
  });
  return { child, base, exited, output: () => output };
}

/** Kills every API a test started and has not stopped (afterAll). */
export function killAllApis(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** A POST with the test token, from `client` (the test connects over loopback, a trusted proxy). */
export function callApi(api: RealApi, url: string, payload: unknown, client: string) {
  return fetch(api.base + url, {
    method: 'POST',
    headers: { authorization: TEST_TOKEN, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(payload),
  });
}
