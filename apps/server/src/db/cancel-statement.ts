import { connect } from 'node:net';

/** The CancelRequest code of PostgreSQL's protocol (1234 << 16 | 5678). */
const CANCEL_REQUEST_CODE = 80877102;

/** What a pg client learns at start-up that identifies its backend to cancel (BackendKeyData). */
export type TBackendKey = { host: string; port: number; processID: number | null; secretKey: number | null };

/**
 * Asks PostgreSQL to stop whatever statement a connection's backend is running, as psql does on Ctrl-C: a 16-byte
 * CancelRequest on a connection of its own, which the server reads before any authentication and then closes. The
 * statement fails with 57014 (query_canceled). Best effort: if the cancel cannot be delivered the statement runs on to
 * the connection's statement_timeout. PostgreSQL stops whatever the backend runs when the request arrives: should the
 * statement end within the fraction of a millisecond the request takes to arrive and the connection start another
 * (for another request), that one fails instead, with the same 503 and Retry-After.
 * @example
 * cancelStatement(client) // the statement running on client's connection fails with 57014
 */
export function cancelStatement({ host, port, processID, secretKey }: TBackendKey): void {
  if (processID === null || secretKey === null) return;
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
  packet.writeInt32BE(processID, 8);
  packet.writeInt32BE(secretKey, 12);
  // A host that starts with / is the folder of the server's Unix socket, as node-postgres reads it.
  const socket = host.startsWith('/') ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
  socket.setTimeout(5000, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('connect', () => socket.end(packet));
}
