import { spawn } from 'node:child_process';
import net from 'node:net';

const port = 3999;
const child = spawn(process.execPath, ['src/server.ts'], {
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
child.stdout.on('data', () => {});
await new Promise((r) => setTimeout(r, 2500));
const path = process.argv[2];
const socket = net.connect({ port, host: '127.0.0.1' });
socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
let bytes = 0;
socket.pause();
socket.on('data', (c) => {
  bytes += c.length;
  socket.pause();
  setTimeout(() => socket.resume(), 5);
});
const closed = new Promise((r) => socket.on('close', r));
await new Promise((r) => setTimeout(r, 300));
socket.resume();
child.kill('SIGTERM');
const code = await new Promise((r) => child.on('exit', (c) => r(c)));
console.log('exit', code, 'bytes so far', bytes);
await closed;
console.log('received', bytes);
