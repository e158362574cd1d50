import { errors, jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'sanatan-sangam-stream';
const TTL_SECONDS = 60;

/**
 * EventSource cannot send an Authorization header, and an access token in a URL would sit in logs
 * for its whole life. So a signed-in person trades theirs for a ticket that opens their streams only
 * (their inbox, and threads read as themselves), and only within a minute.
 */
export function signStreamTicket(secret: Uint8Array, userId: number): Promise<string> {
  return new SignJWT({ typ: 'stream' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(secret);
}

/** The person a valid ticket is for; null for anything expired, altered or of another kind. */
export async function verifyStreamTicket(secret: Uint8Array, ticket: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    return payload.typ === 'stream' && Number.isInteger(userId) ? userId : null;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}

export const STREAM_TICKET_TTL_SECONDS = TTL_SECONDS;
