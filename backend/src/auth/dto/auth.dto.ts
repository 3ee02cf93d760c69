import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  SessionUser,
  ZoneOffset,
  SignInRequest,
  SignUpRequest,
  UpdateProfileRequest,
  ValidateInviteRequest,
  ValidateInviteResponse,
  VerifyAdminEmailRequest,
} from '@goalcoach/contracts';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsTimeZone,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../passwords/password-policy.js';
import { UNKNOWN_TIME_ZONE } from '../../platform/clock/time-zone-names.js';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Optional } from '../../platform/validation/optional.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

// Reusable field rules, so every payload says the same thing about the same field.
const trim = Trimmed();
const NameField = (): PropertyDecorator => (target, key) => {
  Trimmed('single')(target, key);
  IsString({ message: 'Name is required' })(target, key);
  IsNotEmpty({ message: 'Name is required' })(target, key);
  MaxChars(100, 'Name must be at most 100 characters')(target, key);
};
const EmailField = (): PropertyDecorator => (target, key) => {
  trim(target, key);
  IsEmail({}, { message: 'Please enter a valid email address' })(target, key);
  MaxLength(254, { message: 'Please enter a valid email address' })(target, key);
};
const TimeZoneField = (): PropertyDecorator => (target, key) => {
  // Known to this process; UsersService also asks PostgreSQL, which must know it too.
  IsString({ message: UNKNOWN_TIME_ZONE })(target, key);
  IsTimeZone({ message: UNKNOWN_TIME_ZONE })(target, key);
};
const NewPasswordField =
  (tooShort: string): PropertyDecorator =>
  (target, key) => {
    IsString({ message: tooShort })(target, key);
    MinLength(PASSWORD_MIN_LENGTH, { message: tooShort })(target, key);
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })(target, key);
  };
const RequiredText =
  (message: string, max = 1024): PropertyDecorator =>
  (target, key) => {
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(max, { message })(target, key);
  };

export class SignUpDto implements SignUpRequest {
  @ApiProperty({ example: 'Ada Lovelace' })
  @NameField()
  name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPasswordField(PASSWORD_TOO_SHORT)
  password!: string;

  @ApiProperty({ example: 'SPRING25' })
  @RequiredText('Invite code is required', 64)
  inviteCode!: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: 'UTC when absent' })
  @IsOptional()
  @TimeZoneField()
  timeZone?: string;
}

export class ValidateInviteDto implements ValidateInviteRequest {
  @ApiProperty({ example: 'SPRING25' })
  @RequiredText('Invite code is required', 64)
  inviteCode!: string;
}

export class ValidateInviteResponseDto implements ValidateInviteResponse {
  @ApiProperty({ enum: [true] })
  valid!: true;
}

export class SignInDto implements SignInRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @Trimmed()
  @RequiredText('Email is required', 254)
  email!: string;

  @ApiProperty()
  @RequiredText('Password is required', PASSWORD_MAX_LENGTH)
  password!: string;
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email!: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token from the mailed link' })
  @RequiredText('Reset token is required', 128)
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPasswordField(PASSWORD_TOO_SHORT)
  newPassword!: string;
}

export class VerifyAdminEmailDto implements VerifyAdminEmailRequest {
  @ApiProperty({ description: 'The token from the link mailed to the ADMIN_EMAIL address' })
  @RequiredText('Token is required', 128)
  token!: string;
}

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiProperty({ example: 'Ada Lovelace' })
  @NameField()
  name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email!: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: 'unchanged when absent' })
  @Optional()
  @TimeZoneField()
  timeZone?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @RequiredText('Current password is required', PASSWORD_MAX_LENGTH)
  currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPasswordField(NEW_PASSWORD_TOO_SHORT)
  newPassword!: string;
}

export class ZoneOffsetDto implements ZoneOffset {
  @ApiProperty({ example: 60, description: 'Minutes ahead of UTC' })
  minutes!: number;

  @ApiProperty({ format: 'date-time', description: 'Up to when the offset holds' })
  until!: string;
}

export class SessionUserResponseDto implements SessionUser {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty({ example: 'Europe/Berlin' })
  timeZone!: string;

  @ApiProperty({ type: () => ZoneOffsetDto })
  zoneOffset!: ZoneOffsetDto;
}

export class MessageResponseDto implements MessageResponse {
  @ApiProperty()
  message!: string;
}
