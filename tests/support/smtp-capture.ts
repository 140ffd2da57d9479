import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server inside the test process (smtp-server), keeping every message it accepts,
 * parsed (mailparser). `refuse` makes it answer each recipient with a temporary failure, as a
 * server that is up but not taking mail does; `stop` and `start` again on the same port play
 * an outage.
 */
export interface SmtpCapture {
  readonly port: number;
  readonly url: string;
  readonly messages: ParsedMail[];
  refuse: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const listen = (server: SMTPServer, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });

export const smtpCapture = async (): Promise<SmtpCapture> => {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const capture: SmtpCapture = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://tester:secret@127.0.0.1:${port}`;
    },
    messages,
    refuse: false,
    start: async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth: (_auth, _session, callback) => callback(null, { user: 'tester' }),
        onRcptTo: (_address, _session, callback) =>
          capture.refuse ? callback(Object.assign(new Error('Try again later'), { responseCode: 451 })) : callback(),
        onData: (stream, _session, callback) => {
          simpleParser(stream)
            .then((parsed) => {
              messages.push(parsed);
              callback();
            })
            .catch(callback);
        },
      });
      port = await listen(server, port);
    },
    stop: async () => {
      const stopping = server;
      server = null;
      if (stopping !== null) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
  await capture.start();
  return capture;
};
