const { browserProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = browserProject(__dirname);
