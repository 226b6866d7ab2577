/* global console */
// The entry of a worker thread of the inspection pool (piscina loads it). The checks are
// TypeScript: tsx compiles them inside the worker, the same under `tsx src/main.ts` and Jest.
import { tsImport } from 'tsx/esm/api';

// pdf-lib writes a line for every object it cannot parse: a hostile PDF would flood the API's log.
// The checks report what they find in their verdict; nothing in this thread logs on purpose.
console.log = console.warn = () => {};

const { inspectDocument } = await tsImport('./inspectDocument.ts', import.meta.url);

export default inspectDocument;
