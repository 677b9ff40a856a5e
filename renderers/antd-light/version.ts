// The antd release whose markup, class names and behaviour the copies in this folder were last checked against
// (README.md "After an antd upgrade"). version.test.ts fails when node_modules holds another release.
export const CHECKED_ANTD_VERSION = '5.29.3';
