import { startStack } from '../dev/stack';

// The stack under load, in its own process so the load generator never shares an event loop with the libSQL server:
// `tsx bench/stack-server.ts <dataDir> <apiPort>`. Prints `READY {"url":…}` once the Worker answers; stops the stack
// and exits on SIGTERM, SIGINT or when its parent closes stdin.
const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: stack-server.ts <dataDir> <apiPort>');
const apiPort = Number(port);

const stack = await startStack({ dataDir, apiPort, dbPort: apiPort + 1, quiet: true, cron: false }); // no cron tick inside a measurement
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch((err: unknown) => console.error(err));
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
console.log(`READY ${JSON.stringify({ url: stack.url, dbUrl: stack.dbUrl })}`);
