/**
 * Live streams (server-sent events, for conversations once they exist) counted while open: a
 * stream calls `openLiveStream()` when it starts and the function it answers when it ends, once.
 */
import { liveStreams } from './metrics.ts';

export function openLiveStream(): () => void {
  liveStreams.inc();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    liveStreams.dec();
  };
}
