import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PushEndpointRequest, PushSubscriptionRequest } from '@goalcoach/contracts';
import { Type } from 'class-transformer';
import {
  IsNotEmptyObject,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';

/** The latest instant a Date holds (year 275760); PostgreSQL's timestamps reach further. */
const LATEST_TIME_MS = 8.64e15;

/** Push services' endpoints are a few hundred characters; this is far above any of them. */
const ENDPOINT_MAX_LENGTH = 2048;

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** URL-safe base64 (padding allowed) decoding to `bytes` bytes, the first one `first` if given. */
function isBase64UrlKey(value: unknown, bytes: number, first?: number): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes && (first === undefined || decoded[0] === first);
}

const Endpoint = (): PropertyDecorator => (target, key) => {
  IsString({ message: 'endpoint must be the URL of a push service' })(target, key);
  MaxLength(ENDPOINT_MAX_LENGTH, {
    message: `endpoint must be at most ${ENDPOINT_MAX_LENGTH} characters`,
  })(target, key);
  ValidateBy({
    name: 'isHttpUrl',
    validator: {
      validate: isHttpUrl,
      defaultMessage: () => 'endpoint must be the URL of a push service',
    },
  })(target, key);
  ApiProperty({ format: 'uri', maxLength: ENDPOINT_MAX_LENGTH })(target, key);
};

const Base64UrlKey =
  (label: string, bytes: number, first?: number): PropertyDecorator =>
  (target, key) => {
    ValidateBy({
      name: 'isBase64UrlKey',
      validator: {
        validate: (value: unknown) => isBase64UrlKey(value, bytes, first),
        defaultMessage: () => `${label} must be ${bytes} bytes in URL-safe base64`,
      },
    })(target, key);
    ApiProperty({ description: `${bytes} bytes, URL-safe base64` })(target, key);
  };

export class PushKeysDto {
  /** An uncompressed P-256 point: 0x04, then x and y. */
  @Base64UrlKey('p256dh', 65, 0x04)
  p256dh!: string;

  @Base64UrlKey('auth', 16)
  auth!: string;
}

export class PushSubscriptionDto implements PushSubscriptionRequest {
  @Endpoint()
  endpoint!: string;

  @IsOptional()
  @IsNumber({}, { message: 'expirationTime must be a time in milliseconds, or null' })
  @Min(0, { message: 'expirationTime must be a time in milliseconds, or null' })
  @Max(LATEST_TIME_MS, { message: 'expirationTime must be a time in milliseconds, or null' })
  @ApiPropertyOptional({
    nullable: true,
    description: 'Milliseconds since 1970, as browsers give it',
  })
  expirationTime?: number | null;

  @IsNotEmptyObject(undefined, { message: 'keys must hold p256dh and auth' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  @ApiProperty({ type: PushKeysDto })
  keys!: PushKeysDto;
}

export class PushEndpointDto implements PushEndpointRequest {
  @Endpoint()
  endpoint!: string;
}
