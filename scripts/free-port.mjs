/**
 * A TCP port free on this machine now, for a test server (`--port`), so tests never collide
 * on a fixed port with each other or with another checkout's.
 */
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
