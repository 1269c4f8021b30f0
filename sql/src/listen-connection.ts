import pg from 'pg';

export type TListenConnection = {
  /** Whether the LISTEN is in place now (false while reconnecting). */
  readonly listening: boolean;
  close(): Promise<void>;
};

type TListenOptions = {
  databaseUrl: string;
  channel: string;
  onNotification: (payload: string) => void;
  /** After each (re)connection: whatever was sent while away was missed and should be looked for. */
  onConnected?: () => void;
  onError: (message: string) => void;
};

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 2000;

/**
 * One connection that LISTENs on a channel and, when Postgres goes away, reconnects with backoff
 * (250 ms doubling to 2 s). One attempt at a time: a refused attempt both rejects and ends its
 * client, and answering both would double the attempts on every failure (thousands of sockets
 * within minutes of a refused login).
 */
export async function listenWithReconnect(options: TListenOptions): Promise<TListenConnection> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempting = false;
  let timer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const scheduleAttempt = () => {
    if (closed || client || attempting || timer) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    timer = setTimeout(() => {
      timer = undefined;
      void attempt();
    }, delay).unref();
  };

  const attempt = async () => {
    attempting = true;
    const candidate = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 3000 });
    candidate.on('error', (error) => options.onError(error.message));
    candidate.on('notification', (message) => message.payload && options.onNotification(message.payload));
    // only the connection in use reconnects when it drops; a failed attempt is retried below
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      scheduleAttempt();
    });
    const listening = await candidate
      .connect()
      .then(() => candidate.query(`listen ${options.channel}`))
      .then(
        () => true,
        (error: Error) => {
          options.onError(error.message);
          return false;
        },
      );
    attempting = false;
    if (!listening) {
      void candidate.end().catch(() => undefined); // a half-open attempt (LISTEN refused) does not stay open
      return scheduleAttempt();
    }
    if (closed) return void candidate.end().catch(() => undefined);
    client = candidate;
    retryMs = FIRST_RETRY_MS;
    options.onConnected?.();
  };

  await attempt();
  return {
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
