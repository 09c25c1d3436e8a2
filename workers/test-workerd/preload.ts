// The Worker imports its API, pages, rooms' router and work and the jobs on first use; in the pool that import goes
// through Vite's module runner, which would transform hundreds of modules inside a test's time limit. Loaded here.
import '../src/app';
import '../src/deps-from-env';
import '../src/jobs';
import '../src/pages';
import '../src/rooms/notebook';
import '../src/rooms/route';
import '../src/rooms/work';
