import net from 'node:net';

export { freePort } from './seeded-server-process';

/**
 * A TCP relay in front of PostgreSQL that the test can stop (the database goes away), start
 * again (it returns), or arm to cut the one connection that next sends a given statement: the
 * statement never arrives, so the cut lands at an exact point of a transaction.
 */
export class Relay {
  readonly #sockets = new Set<net.Socket>();
  #server: net.Server | undefined;
  #tripwire: { text: Buffer; sprung: () => void } | undefined;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    this.#server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      const dropBoth = () => {
        client.destroy();
        upstream.destroy();
      };
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', dropBoth);
      }
      client.on('data', (chunk: Buffer) => {
        const tripwire = this.#tripwire;
        if (tripwire && chunk.includes(tripwire.text)) {
          this.#tripwire = undefined;
          dropBoth();
          tripwire.sprung();
          return;
        }
        upstream.write(chunk);
      });
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.#server?.listen(this.port, '127.0.0.1', resolve));
  }

  /** The next connection to send `statementText` is dropped before it is forwarded. */
  cutWhenSent(statementText: string): Promise<void> {
    return new Promise((resolve) => {
      this.#tripwire = { text: Buffer.from(statementText), sprung: resolve };
    });
  }

  /** Every open connection drops at once, as when the server restarts. */
  cut(): void {
    for (const socket of this.#sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.#server = undefined;
  }
}

