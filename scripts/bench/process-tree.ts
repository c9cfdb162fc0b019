/** Runs a command and samples the resident memory of its whole process tree (Linux /proc). */
import { spawn, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(entry));
      map.set(ppid, list);
    } catch {
      /* the process ended while we looked */
    }
  }
  return map;
}

function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function treeRssKiB(root: number): number {
  const tree = children();
  let total = 0;
  for (const stack = [root]; stack.length; ) {
    const pid = stack.pop()!;
    total += rssKiB(pid);
    stack.push(...(tree.get(pid) ?? []));
  }
  return total;
}

export interface Measured {
  seconds: number;
  peakMiB: number;
  output: string;
}

/** Runs the command to completion; fails when it exits non-zero. */
export function measure(command: string, args: string[], options: SpawnOptions = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKiB(child.pid!));
    }, 200);
    child.stdout!.on('data', (d) => {
      output += d;
    });
    child.stderr!.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const result = { seconds: (performance.now() - started) / 1000, peakMiB: Math.round(peak / 1024), output };
      if (code === 0) resolve(result);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-3000)}`));
    });
  });
}
