// The session feature's public entry: what the other features of the host use.
export { forgetEndedSessions, logout, safeReturnTo, signedIn } from './model/session.ts';
