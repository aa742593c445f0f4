import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `npm run import` runs. */
export const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Imports a package (a folder, a .zip or a bare XML; docs/content.md) with `npm run import` into the
 * database and files of the site this run started; answers the command's output (it exits 1 on a refusal).
 */
export function importPackage(input: string): { ok: boolean; output: string } {
  const runDir = process.env.JOURNAL_E2E_RUN_DIR!;
  try {
    const output = execFileSync(
      'npm',
      ['run', 'import', '--', '--db', path.join(runDir, 'journal.db'), '--files', path.join(runDir, 'files'), input],
      { cwd: repo, encoding: 'utf8', stdio: 'pipe' },
    );
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
