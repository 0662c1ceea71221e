/** Hostile values in well-formed JSON: types and operators where strings belong, and control characters. */
import {
  V,
  C,
  L,
  R,
  S,
  N,
  JSON_TYPE,
  volunteer,
  contact,
  registration,
  resetDone,
  json,
  sendJsonish,
  type HostileCase,
} from './hostile-input-requests.support.js';

export const jsonValueCases: HostileCase[] = [
  // Types and operators where strings belong.
  {
    door: 'login',
    name: 'NoSQL operators for e-mail and password',
    send: sendJsonish(L, json({ email: { $gt: '' }, password: { $ne: null } }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'reset send-temp-code',
    name: 'an e-mail given as an array',
    send: sendJsonish(S, json({ email: ['a@b.co', 'c@d.co'] }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /mail/i,
  },
  {
    door: 'reset create-new-password',
    name: 'a code as a number and a password as an array',
    send: sendJsonish(N, json({ ...resetDone, tempPassResetCode: 123456, password: ['Sturdy#Pass1'] }), {
      'content-type': JSON_TYPE,
    }),
    status: 400,
  },
  {
    door: 'reset create-new-password',
    name: 'a 65-character code',
    send: sendJsonish(N, json({ ...resetDone, tempPassResetCode: '1'.repeat(65) }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /code/i,
  },
  {
    door: 'volunteer',
    name: 'a name given as a number',
    send: sendJsonish(V, json({ ...volunteer, name: 12345 }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /name/i,
  },
  {
    door: 'contact',
    name: 'a message given as an object',
    send: sendJsonish(C, json({ ...contact, message: { toString: 'x' } }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'volunteer',
    name: '__proto__ and constructor keys',
    send: sendJsonish(V, '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"name":"Rosa"}', {
      'content-type': JSON_TYPE,
    }),
    status: 400,
  },
  // Control characters: NUL in names, header injection in e-mails.
  {
    door: 'volunteer',
    name: 'a NUL byte in the name',
    send: sendJsonish(V, json({ ...volunteer, name: 'Ro\u0000sa' }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /one line/,
  },
  {
    door: 'contact',
    name: 'a Bcc header injected into the e-mail',
    send: sendJsonish(C, json({ ...contact, email: 'sam@example.org\r\nBcc: all@example.net' }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /e-mail/,
  },
  {
    door: 'register',
    name: 'a NUL byte in the first name',
    send: sendJsonish(R, json({ ...registration, firstName: 'A\u0000da' }), { 'content-type': JSON_TYPE }),
    status: 400,
    says: /one line/,
  },
  {
    door: 'register',
    name: 'a line break in the last name',
    send: sendJsonish(R, json({ ...registration, lastName: 'Byron\r\nSubject: hi' }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
  {
    door: 'login',
    name: 'a NUL byte in the e-mail',
    send: sendJsonish(L, json({ email: 'admin@example.org\u0000', password: 'Sturdy#Pass1' }), { 'content-type': JSON_TYPE }),
    status: 401,
  },
  {
    door: 'login',
    name: 'a 2,000-character password',
    send: sendJsonish(L, json({ email: 'a@b.co', password: 'P#1a'.repeat(500) }), { 'content-type': JSON_TYPE }),
    status: 400,
  },
];
