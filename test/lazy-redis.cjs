// Jest loads the project's modules anew for every test file, and the Redis client is 580 modules
// (130 ms a file) that only the Redis tests use: it loads on the first createClient. Required by
// its path, which the '^redis$' mapping (jest.config.mjs) does not match.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS shim for Jest, by design */
const path = require('node:path');

let redis;
module.exports = {
  __esModule: true,
  createClient: (...args) => {
    redis ??= require(path.join(__dirname, '..', 'node_modules', 'redis'));
    return redis.createClient(...args);
  },
};
