import fc from 'fast-check';

// FC_SEED replays a failing run exactly; FC_RUNS raises the effort locally.
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const numRuns = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : 200;
fc.configureGlobal({ numRuns, ...(seed === undefined ? {} : { seed }) });
