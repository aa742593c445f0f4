// Runs the site's processes under concurrently (output with prefixes, signals passed down) and restarts a part
// that fails. The restarts are done here, not by concurrently's restartTries/restartDelay, because those
// (docs/architecture.md, "Ports and processes"):
//   - restart a part that a stop killed (SIGTERM ends a part with a signal, which counts as a failure), so
//     SIGTERM to the start script ended every server and then started them all again a second later;
//   - wait 1 s before the first restart and double the pause on every failure for ever (never reset), so a
//     part killed for the tenth time in a week waited 17 minutes.
import concurrently from 'concurrently';

/** Pause before the first restart; it doubles with each failure in a row, up to MAX_RESTART_DELAY_MS. */
export const FIRST_RESTART_DELAY_MS = 100;
export const MAX_RESTART_DELAY_MS = 30_000;
/** A part that ran this long before it failed starts again from the first pause. */
export const STEADY_RUN_MS = 10_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The pause before restarting a part that has just failed for the `failuresInARow`-th time in a row (from 1). */
export function restartDelay(failuresInARow) {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, failuresInARow - 1));
}

/**
 * Starts `commands` (concurrently's command objects) and keeps them running until a stop: SIGINT, SIGTERM or
 * SIGHUP to this process, or the end of the process that started it (npm passes SIGTERM on to its shell,
 * which dies without passing it further). On a stop every part gets the signal (concurrently passes it on)
 * and none is restarted; this process exits once every part has ended: 0 when all ended cleanly (or on
 * Ctrl-C), otherwise 1. A part that exits 0 on its own stays stopped; one that fails is restarted.
 */
export function supervise(commands, options) {
  const { commands: running, result } = concurrently(commands, { ...options, restartTries: 0 });
  // Its verdict comes when every part has ended once; the exit below decides instead (a part may be about
  // to restart).
  result.catch(() => {});

  let stopping = false;
  const pendingRestarts = new Set();
  const lastExitCodes = new Map();
  for (const signal of STOP_SIGNALS)
    process.on(signal, () => {
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      exitWhenAllEnded();
    });

  const parent = process.ppid;
  setInterval(() => {
    if (!stopping && process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();

  function exitWhenAllEnded() {
    if (pendingRestarts.size > 0 || running.some((command) => command.state === 'started')) return;
    process.exit([...lastExitCodes.values()].every((code) => code === 0) ? 0 : 1);
  }

  for (const command of running) {
    let failuresInARow = 0;
    command.close.subscribe(({ exitCode, timings }) => {
      lastExitCodes.set(command.index, exitCode);
      if (stopping || exitCode === 0) {
        exitWhenAllEnded();
        return;
      }
      failuresInARow = timings.durationSeconds * 1000 >= STEADY_RUN_MS ? 1 : failuresInARow + 1;
      const delay = restartDelay(failuresInARow);
      console.error(`[${command.name}] ended (${exitCode}); restarting in ${delay} ms`);
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        command.start();
      }, delay);
      pendingRestarts.add(timer);
    });
  }
}
