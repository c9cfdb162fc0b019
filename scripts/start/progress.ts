/** A progress bar on a terminal, a line every 10% elsewhere (CI logs, pipes). */
import cliProgress from 'cli-progress';

export function progressReporter(label: string): { update(done: number, total: number): void; stop(): void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} elapsed, ETA {eta_formatted}`,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(done, total) {
        if (!started) {
          bar.start(total, 0);
          started = true;
        }
        bar.update(done);
      },
      stop: () => bar.stop(),
    };
  }
  let lastTenth = -1;
  return {
    update(done, total) {
      const tenth = Math.floor((done / total) * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        process.stderr.write(`${label}: ${done}/${total}\n`);
      }
    },
    stop() {},
  };
}
