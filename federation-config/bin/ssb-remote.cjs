#!/usr/bin/env node
// The remote teams' command; its code is TypeScript, run through tsx's loader.
require('tsx/cjs');
require('../cli/ssbRemote.ts');
