// The product's own session format: the bench must mint exactly what the session store would accept.
export { SESSION_COOKIE } from '../../src/server/http/session-cookies';
export { hashToken as hashTokenForBench } from '../../src/server/modules/auth/session.service';
