export { DEFAULT_SETTINGS } from '@mise/contracts/resources/setting';
