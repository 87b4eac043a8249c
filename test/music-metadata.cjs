// Jest's module system runs the project as CommonJS and cannot load music-metadata, an ES module
// only (its exports have no 'require' condition). Node itself can (require of an ES module, Node
// 20.19 and later), through its own require: Jest's 'module' is a subclass of Node's, whose
// createRequire goes back to Jest's resolver, so Node's is taken from the parent class. The
// exports are marked as an ES module's, so that `await import('music-metadata')` gets the named
// exports. The app imports it natively (lib/server/media/audio.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS shim for Jest, by design
const nodeModule = Object.getPrototypeOf(require('node:module'));
const musicMetadata = nodeModule.createRequire(__filename)('music-metadata');
module.exports = { __esModule: true, ...musicMetadata };
