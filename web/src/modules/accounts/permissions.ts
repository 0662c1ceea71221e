// The console asks the server's one permission table (spec §6) which pages a role may open;
// it is plain data, so the browser bundle carries it as is.
export { roleMay, type Permission } from '@domain/permissions';
