import { cpus } from 'node:os';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bookableTimesBench, tutorListBench } from './booking';
import { passwordHashBench, type Figure } from './password-hash';
import { roomRoundTripBench } from './realtime';

// `npm run bench`: every performance figure beside its target; results in bench/results.json.
const figures: Figure[] = [];
figures.push(await passwordHashBench());
figures.push(bookableTimesBench());
figures.push(...(await tutorListBench()));
figures.push(...(await roomRoundTripBench()));

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
console.log(`Kalam benchmarks on ${machine}\n`);
console.table(figures.map((f) => ({ figure: f.name, value: `${f.value} ${f.unit}`, target: f.target, ok: f.ok ? 'yes' : 'NO' })));
writeFileSync(resolve(import.meta.dirname, 'results.json'), JSON.stringify({ machine, at: new Date().toISOString(), figures }, null, 2));
process.exit(0);
