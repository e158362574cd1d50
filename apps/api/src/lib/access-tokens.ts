import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sanatan-sangam';
const AUDIENCE = 'sanatan-sangam-api';
/** The only algorithm accepted: a token signed any other way ("none", RS256 with our secret…) is refused. */
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  role: string;
  /** Issued-at, in seconds: compared with the user's sessions_revoked_at. */
  issuedAt: number;
  /** The session (refresh-token family) it was issued to; null in tokens issued before sessions were named. */
  sessionId: string | null;
}

export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign(userId: number, role: string, sessionId: string): Promise<string> {
    return new SignJWT({ role, typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The claims of a valid access token; null for anything expired, altered or not ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.role !== 'string') return null;
      const { sid } = payload;
      if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) return null;
      return { userId, role: payload.role, issuedAt: payload.iat ?? 0, sessionId: sid ?? null };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
