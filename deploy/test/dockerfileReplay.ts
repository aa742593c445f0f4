import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A Dockerfile replayed without a container engine (docs/deployment.md, "Containers replayed without
 * Docker"). Each stage gets a folder standing for its file system (`/repo/shell` is `<stage>/repo/shell`):
 *
 * - COPY copies exactly what Docker would send and copy: the named files of the build context (the
 *   repository), minus what .dockerignore excludes, or a path of an earlier stage (`--from`);
 * - `RUN npm ci -w a -w b --include-workspace-root` is mapped: the repository's installed packages (the
 *   same lockfile) are linked into the stage's node_modules, and only the named workspaces are linked
 *   to their copies, as npm links them; a workspace that was not copied is a dangling link, as in the image;
 * - any other RUN runs for real in the stage's folder, with only the image's variables set;
 * - the command (CMD) starts with the image's variables, paths inside the image mapped into the stage.
 */
export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [, image = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** .dockerignore's patterns as one test of a path relative to the context (a match excludes it and all below it). */
export function dockerIgnore(context: string): (relative: string) => boolean {
  const file = path.join(context, '.dockerignore');
  const patterns = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
    : [];
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .replace(/^\/+/, '')
      .split('**/')
      .map((part) =>
        part
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]'),
      )
      .join('(?:.*/)?');
    return new RegExp(`^${source}(?:/.*)?$`);
  });
  return (relative) => expressions.some((expression) => expression.test(relative));
}

export interface Replayed {
  /** The stage's folder standing for `/`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd: string[] | undefined;
  volumes: string[];
}

const substitute = (text: string, values: Record<string, string>) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_match, braced?: string, bare?: string) => values[(braced ?? bare)!] ?? '');

/** `KEY=value KEY2="value 2"` of ENV and ARG. */
function assignments(args: string): [string, string][] {
  return [...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, key, value]) => [key!, value!.replace(/^"|"$/g, '')]);
}

/** Inside the image `/data` is `<root>/data`. */
export const inStage = (root: string, containerPath: string) => path.join(root, containerPath);

/** The stage's file system path for every variable holding an absolute path (JOURNAL_DB=/data/…, REMOTE_ROOT=/srv/…). */
export function mappedEnv(replayed: Replayed): Record<string, string> {
  return Object.fromEntries(
    Object.entries(replayed.env).map(([key, value]) => [
      key,
      value.startsWith('/') ? inStage(replayed.root, value) : value,
    ]),
  );
}

/** Only what the image sets, plus where to find programs: the test runner's own variables (VITEST, …) stay out. */
const baseEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root' });

/** Links every entry of `from` into the folder `to` (not the folder itself: caches written there stay in the stage). */
function linkEntries(from: string, to: string, skip: (name: string) => boolean) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.vite' || name === '.cache' || skip(name)) continue;
    symlinkSync(path.join(from, name), path.join(to, name));
  }
}

/** `npm ci -w a -w b --include-workspace-root`, mapped (see the comment at the top). */
function npmCi(repository: string, stageRepo: string, command: string) {
  const workspaces = [...command.matchAll(/(?:-w|--workspace)[ =](\S+)/g)].map((match) => match[1]!);
  linkEntries(
    path.join(repository, 'node_modules'),
    path.join(stageRepo, 'node_modules'),
    (name) => name === '@journal',
  );
  const scope = path.join(stageRepo, 'node_modules', '@journal');
  mkdirSync(scope, { recursive: true });
  for (const workspace of workspaces) {
    const manifest = path.join(repository, workspace, 'package.json');
    const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name.replace('@journal/', '');
    symlinkSync(`../../${workspace}`, path.join(scope, name));
    const own = path.join(repository, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(stageRepo, workspace)))
      linkEntries(own, path.join(stageRepo, workspace, 'node_modules'), () => false);
  }
}

/** Replays one stage: COPY, ENV, ARG, WORKDIR, VOLUME, RUN; returns where it stands and its command. */
export function replayStage(
  stage: Stage,
  options: { context: string; root: string; buildArgs?: Record<string, string>; stages?: Record<string, Replayed> },
): Replayed {
  const { context, root } = options;
  const ignored = dockerIgnore(context);
  const values: Record<string, string> = {};
  const replayed: Replayed = { root, workdir: '/', env: {}, cmd: undefined, volumes: [] };
  for (const { keyword, args } of stage.instructions) {
    const text = substitute(args, { ...values, ...replayed.env });
    if (keyword === 'ARG') {
      const [name = '', fallback = ''] = text.split('=');
      values[name] = options.buildArgs?.[name] ?? fallback;
    } else if (keyword === 'ENV') {
      for (const [key, value] of assignments(text)) replayed.env[key] = value;
    } else if (keyword === 'WORKDIR') {
      replayed.workdir = path.posix.resolve(replayed.workdir, text);
      mkdirSync(inStage(root, replayed.workdir), { recursive: true });
    } else if (keyword === 'VOLUME') {
      for (const volume of text.split(/\s+/)) mkdirSync(inStage(root, volume), { recursive: true });
      replayed.volumes.push(...text.split(/\s+/));
    } else if (keyword === 'COPY') {
      const parts = text.split(/\s+/);
      const from = parts[0]!.startsWith('--from=') ? parts.shift()!.slice('--from='.length) : undefined;
      const destination = path.posix.resolve(replayed.workdir, parts.pop()!);
      for (const source of parts) {
        const sourcePath = from ? inStage(options.stages![from]!.root, source) : path.join(context, source);
        if (!from && ignored(source)) continue;
        const target =
          destination.endsWith('/') || parts.length > 1
            ? path.join(inStage(root, destination), path.basename(source))
            : inStage(root, destination);
        mkdirSync(path.dirname(target), { recursive: true });
        cpSync(sourcePath, target, {
          recursive: true,
          filter: (file) => from !== undefined || !ignored(path.relative(context, file).split(path.sep).join('/')),
        });
      }
    } else if (keyword === 'RUN') {
      const cwd = inStage(root, replayed.workdir);
      if (/^npm ci\b/.test(text)) npmCi(context, cwd, text);
      else {
        const result = spawnSync('sh', ['-c', text], {
          cwd,
          env: { ...baseEnv(), ...mappedEnv(replayed) },
          encoding: 'utf8',
        });
        if (result.status !== 0)
          throw new Error(`RUN ${text} failed (${result.status}): ${result.stderr.slice(-2000)}`);
      }
    } else if (keyword === 'CMD') {
      replayed.cmd = JSON.parse(text) as string[];
    }
  }
  return replayed;
}

/** A port the OS gives, free again when the server takes it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the image's command with its variables (paths mapped) and `extra` on top. */
export function startCommand(replayed: Replayed, extra: Record<string, string>): ChildProcess {
  const [command, ...args] = replayed.cmd!;
  return spawn(command!, args, {
    cwd: inStage(replayed.root, replayed.workdir),
    env: { ...baseEnv(), ...mappedEnv(replayed), ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: a command such as `npx tsx src/main.ts` runs the server as a grandchild,
    // which stopping the direct child alone would leave running (stopCommand).
    detached: true,
  });
}

/** Stops a started command and everything it started (its process group). */
export function stopCommand(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM'); // the group is gone already
  }
}

/** Waits until GET <url> answers, or the process exits (its output in the error). */
export async function waitForAnswer(
  url: string,
  child: ChildProcess | undefined,
  timeoutMs: number,
): Promise<Response> {
  let output = '';
  child?.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output.slice(-2000)}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`no answer from ${url} in ${timeoutMs} ms: ${output.slice(-2000)}`);
}
