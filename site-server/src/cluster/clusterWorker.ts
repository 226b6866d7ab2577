/**
 * A site server process's side of the cluster: it tells the primary when it switched a release
 * (and waits until its siblings have re-read the registry, so the next page any process serves
 * has the new release), re-reads the registry when a sibling switched, and answers /metrics with
 * every process's metrics merged by the primary.
 */
import { AggregatorRegistry, type Registry } from 'prom-client';
import { isToWorker, type ToPrimary, type ToWorker } from './messages';

export interface ClusterChannel {
  /** Resolves when every sibling has re-read the registry (or after `timeoutMs`). */
  announceSwitch(): Promise<void>;
  /** Called when a sibling switched a release. */
  onSiblingSwitch(refresh: () => Promise<void>): void;
  /** Every process's metrics, merged. */
  collectMetrics(): Promise<string>;
  /** The registry whose metrics this process gives the primary. */
  shareMetrics(registry: Registry): void;
  /** The worker listens: the primary counts it as up. */
  listening(): void;
}

const send = (message: ToPrimary) => process.send?.(message);

export function clusterChannel({ timeoutMs = 3_000 }: { timeoutMs?: number } = {}): ClusterChannel {
  if (!process.send) throw new Error('clusterChannel() runs in a process the cluster forked');
  let nextId = 1;
  const waiting = new Map<number, (message: ToWorker) => void>();
  let refresh: () => Promise<void> = async () => undefined;

  process.on('message', (message: unknown) => {
    if (!isToWorker(message)) return;
    if (message.type === 'ssb:refresh') {
      void refresh()
        .catch(() => undefined)
        .finally(() => send({ type: 'ssb:refreshed', id: message.id }));
      return;
    }
    waiting.get(message.id)?.(message);
  });

  function ask(message: ToPrimary & { id: number }): Promise<ToWorker | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(message.id);
        resolve(null);
      }, timeoutMs);
      waiting.set(message.id, (answer) => {
        clearTimeout(timer);
        waiting.delete(message.id);
        resolve(answer);
      });
      send(message);
    });
  }

  return {
    async announceSwitch() {
      const answer = await ask({ type: 'ssb:switched', id: nextId++ });
      if (!answer) throw new Error(`the other site processes did not confirm within ${timeoutMs} ms; they catch up at their next poll`);
    },
    onSiblingSwitch: (handler) => void (refresh = handler),
    async collectMetrics() {
      const answer = await ask({ type: 'ssb:metrics-request', id: nextId++ });
      if (!answer || answer.type !== 'ssb:metrics' || answer.text === undefined)
        throw new Error(answer && answer.type === 'ssb:metrics' ? (answer.error ?? 'no metrics') : 'the primary did not answer');
      return answer.text;
    },
    shareMetrics(registry) {
      // prom-client answers the primary's requests for this registry (its own IPC messages).
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    },
    listening: () => send({ type: 'ssb:listening' }),
  };
}
