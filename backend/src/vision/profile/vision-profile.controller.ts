import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Req,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { VISION_AUDIO_FIELD, type VisionProfile } from '@goalcoach/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import { readRequiredUpload } from '../../platform/uploads/read-upload.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UpdateVisionStatementDto, VoiceNoteUploadDto } from '../dto/vision.dto.js';
import { VisionProfileService } from './vision-profile.service.js';

@ApiTags('vision')
@Controller('vision')
export class VisionProfileController {
  constructor(private readonly profiles: VisionProfileService) {}

  @Get('profile')
  profile(@CurrentUser() user: UserEntity): Promise<VisionProfile> {
    return this.profiles.profile(user);
  }

  @Post('statement')
  @HttpCode(HttpStatus.OK)
  setStatement(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateVisionStatementDto,
  ): Promise<VisionProfile> {
    return this.profiles.setStatement(user, body.statement);
  }

  /** Multipart: `audio`. Replaces the voice note (and deletes the old file). */
  @Put('voice-note')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: VoiceNoteUploadDto })
  async putVoiceNote(
    @CurrentUser() user: UserEntity,
    @Req() request: FastifyRequest,
  ): Promise<VisionProfile> {
    const upload = await readRequiredUpload(request, { file: VISION_AUDIO_FIELD, fields: [] });
    return this.profiles.putVoiceNote(user, upload.file);
  }

  @Delete('voice-note')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteVoiceNote(@CurrentUser() user: UserEntity): Promise<void> {
    return this.profiles.deleteVoiceNote(user);
  }
}
