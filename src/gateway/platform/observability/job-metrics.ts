/**
 * What the job queue reports of each attempt this gateway runs (platform/jobs/job-reports.ts):
 * attempts by outcome with their time, retries, what runs now; and, at each scrape, what the queue
 * holds across every gateway (queued, active, failed) as pg-boss counted it.
 */
import type { JobReport } from '../jobs/job-reports.ts';
import { jobChannel } from '../jobs/job-reports.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { jobDuration, jobRetries, jobsActive, jobsFailed, jobsQueued, jobsRunning } from './metrics.ts';

let listening = false;

/** Listens to the attempts of every queue in the process; once per process. */
export function listenToJobs(): void {
  if (listening) return;
  listening = true;
  const started = new WeakMap<JobReport, number>();
  const finish = (report: JobReport & { error?: unknown }) => {
    const at = started.get(report);
    if (at === undefined) return;
    started.delete(report);
    jobsRunning.dec({ job: report.name });
    jobDuration.observe({ job: report.name, outcome: 'error' in report ? 'failed' : 'completed' }, (performance.now() - at) / 1000);
  };
  jobChannel.subscribe({
    start(report) {
      started.set(report, performance.now());
      jobsRunning.inc({ job: report.name });
      if (report.retryCount > 0) jobRetries.inc({ job: report.name });
    },
    end(report) {
      if ('error' in report) finish(report);
    },
    asyncStart() {},
    asyncEnd: finish,
    error() {},
  });
}

/** What the queue holds of each job now, for the scrape: read, then set by the function answered. */
export async function readQueueCounts(jobs: JobQueue): Promise<() => void> {
  const counts = await jobs.counts();
  return () => {
    for (const { name, queued, active, failed } of counts) {
      jobsQueued.set({ job: name }, queued);
      jobsActive.set({ job: name }, active);
      jobsFailed.set({ job: name }, failed);
    }
  };
}
