import { ApiProperty } from '@nestjs/swagger';
import type { DeleteAccountRequest } from '@goalcoach/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../auth/passwords/password-policy.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

// One message per field whatever rule fails: the pipe reports the first failing rule.
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password is required' })
  password!: string;

  @ApiProperty({ example: 'ada@example.com', description: "The account's e-mail, typed out" })
  @Trimmed()
  @IsString({ message: 'Type your e-mail to confirm' })
  @IsNotEmpty({ message: 'Type your e-mail to confirm' })
  @MaxLength(254, { message: 'Type your e-mail to confirm' })
  email!: string;
}
