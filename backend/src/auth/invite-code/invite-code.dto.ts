import { ApiProperty } from '@nestjs/swagger';
import type { InviteCode } from '@goalcoach/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { normalizeInviteCode } from './invite-code.js';

export class InviteCodeDto implements InviteCode {
  @ApiProperty({ example: 'SPRING25', description: 'Trimmed and upper-cased by the server' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeInviteCode(value) : value,
  )
  @IsString()
  @IsNotEmpty({ message: 'Invite code is required' })
  @MaxLength(64)
  code!: string;
}

export class InviteCodeResponseDto implements InviteCode {
  @ApiProperty({ example: 'SPRING25' })
  code!: string;
}
