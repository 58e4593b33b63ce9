import base from './playwright.config';
export default { ...base, webServer: { ...base.webServer, command: 'node /tmp/mise-mock/server.mjs', url: 'http://127.0.0.1:3100/api/health' } };
