export { readRemote, DeclarationError, DECLARATION_FILE } from './readRemote';
export { generatedModules, exposesOf, staleModules, writeModules, GENERATED_DIR } from './generate';
export { pageDataOf } from '@ssb/contracts/node';
