/**
 * Keeps the server of `npm start` running (decision 061). A server that ends unexpectedly after it was up (a
 * crash: an uncaught error, a fatal error in the embedded database, killed by the system) is started again after
 * a short pause, and says so on the console; `npm start` never sits there silently with nothing listening.
 *
 * It is not restarted when it ends with code 0, when it fails during start-up (a bad configuration would only
 * fail again) or after `maxRestarts` crashes within `windowMs`: then `npm start` ends with the server's code.
 * Stopping `npm start` hands the signal on and ends with the server (decision 067).
 */
import { constants } from 'node:os';

/**
 * @param {() => import('node:child_process').ChildProcess} start starts the server
 * @param {{ minUptimeMs?: number, maxRestarts?: number, windowMs?: number, delayMs?: number,
 *   log?: (line: string) => void }} [options]
 * @returns {{ done: Promise<number>, stop(signal: NodeJS.Signals): void, readonly restarts: number }}
 */
export function supervise(start, options = {}) {
  const {
    minUptimeMs = 15_000,
    maxRestarts = 5,
    windowMs = 10 * 60_000,
    delayMs = 1_000,
    log = (line) => console.error(line),
  } = options;
  const crashes = [];
  let child = null;
  let stopping = false;
  let restarts = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const exitCode = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);

  const run = () => {
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      const status = exitCode(code, signal);
      if (stopping || status === 0) return finish(status);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (Date.now() - startedAt < minUptimeMs) {
        log(`\n  Der Server ist beim Start beendet worden (${how}); npm start endet.\n`);
        return finish(status);
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0] < now - windowMs) crashes.shift();
      if (crashes.length > maxRestarts) {
        log(
          `\n  Der Server ist ${crashes.length}-mal in kurzer Zeit abgestürzt (zuletzt ${how}); npm start gibt auf.\n`,
        );
        return finish(status);
      }
      log(`\n  Der Server ist unerwartet beendet worden (${how}); Neustart in ${delayMs / 1000} s …\n`);
      setTimeout(() => {
        if (stopping) return finish(status);
        restarts++;
        run();
      }, delayMs);
    });
  };
  run();

  return {
    done,
    stop(signal) {
      stopping = true;
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else finish(0);
    },
    get restarts() {
      return restarts;
    },
  };
}
