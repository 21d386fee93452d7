// Errors shaped as GoTrue sends them. With `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends
// it) the body is {code, message}; without it, the legacy {code: <status>, error_code, msg}.

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION_2024 = '2024-01-01';

export type ApiVersion = 'initial' | typeof API_VERSION_2024;

/** The closest API version at or below the requested date; malformed or older dates get the initial one. */
export function resolveApiVersion(header: string | undefined | null): ApiVersion {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return 'initial';
  const t = Date.parse(`${header}T00:00:00Z`);
  if (Number.isNaN(t)) return 'initial';
  return t >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : 'initial';
}

/**
 * GoTrue's error codes (internal/api/apierrors/errorcode.go) that a GoTrue-compatible service for
 * email, phone, OTP, PKCE and MFA sign-in can answer with, plus `not_found` for an unknown route.
 * Clients branch on these (auth-js' `isAuthApiError(e) && e.code === …`), so no other may appear.
 */
export type AuthErrorCode =
  | 'unexpected_failure'
  | 'validation_failed'
  | 'bad_json'
  | 'email_exists'
  | 'phone_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'signup_disabled'
  | 'user_banned'
  | 'provider_email_needs_verification'
  | 'invite_not_found'
  | 'bad_oauth_state'
  | 'bad_oauth_callback'
  | 'oauth_provider_not_supported'
  | 'unexpected_audience'
  | 'single_identity_not_deletable'
  | 'email_conflict_identity_not_deletable'
  | 'identity_already_exists'
  | 'email_provider_disabled'
  | 'phone_provider_disabled'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_verification_rejected'
  | 'mfa_verified_factor_exists'
  | 'mfa_totp_enroll_not_enabled'
  | 'mfa_totp_verify_not_enabled'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_phone_verify_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_webauthn_verify_not_enabled'
  | 'insufficient_aal'
  | 'captcha_failed'
  | 'manual_linking_disabled'
  | 'sms_send_failed'
  | 'email_not_confirmed'
  | 'phone_not_confirmed'
  | 'user_already_exists'
  | 'conflict'
  | 'provider_disabled'
  | 'reauthentication_needed'
  | 'same_password'
  | 'reauthentication_not_valid'
  | 'current_password_invalid'
  | 'current_password_required'
  | 'otp_expired'
  | 'otp_disabled'
  | 'identity_not_found'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'over_sms_send_rate_limit'
  | 'bad_code_verifier'
  | 'anonymous_provider_disabled'
  | 'saml_provider_disabled'
  | 'web3_provider_disabled'
  | 'invalid_credentials'
  | 'email_address_not_authorized'
  | 'email_address_invalid'
  | 'feature_disabled'
  | 'request_timeout'
  | 'not_found';

/** An HTTP error with GoTrue's error code. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** RFC 6749's error names, which GoTrue also puts in a redirect's fragment. */
export type OAuthErrorName =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'server_error'
  | 'temporarily_unavailable';

/** OAuth2-style errors ({error, error_description}, always 400), which some token paths still use. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorName,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

export const badRequest = (code: AuthErrorCode, message: string) => new AuthError(400, code, message);
export const forbidden = (code: AuthErrorCode, message: string) => new AuthError(403, code, message);
export const notFound = (code: AuthErrorCode, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: AuthErrorCode, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: AuthErrorCode, message: string) => new AuthError(429, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, reasons);
}

export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const UNEXPECTED = 'Unexpected failure, please check server logs for more information';

/** The status, body and headers GoTrue would answer with for `err`. Unknown errors become 500s. */
export function shapeError(err: unknown, version: ApiVersion): ErrorResponse {
  if (err instanceof OAuthError) {
    return { status: 400, body: { error: err.error, error_description: err.description }, headers: {} };
  }
  const e = err instanceof AuthError ? err : new AuthError(500, 'unexpected_failure', UNEXPECTED);
  const headers: Record<string, string> = version === 'initial' ? { 'x-sb-error-code': e.code } : {};
  const body: Record<string, unknown> =
    version === 'initial'
      ? { code: e.status, error_code: e.code, msg: e.message }
      : { code: e.code, message: e.message };
  if (e.weakPasswordReasons) body.weak_password = { reasons: e.weakPasswordReasons };
  return { status: e.status, body, headers };
}
