// The built worker's entry (api/dist/documentWorker.mjs): the checks compiled in, as the API is.
// From source, documentWorker.mjs beside this file loads them through tsx instead.
import { inspectDocument } from './inspectDocument';

// pdf-lib writes a line for every object it cannot parse: a hostile PDF would flood the API's log.
console.log = console.warn = () => {};

export default inspectDocument;
