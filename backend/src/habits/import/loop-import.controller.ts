import { Controller, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { LOOP_IMPORT_FILE_FIELD, type LoopImportResult } from '@goalcoach/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../auth/guard/current-user.decorator.js';
import { readRequiredUpload } from '../../platform/uploads/read-upload.js';
import type { UserEntity } from '../../users/user.entity.js';
import { LoopImportQueryDto, LoopImportUploadDto } from '../dto/loop-import.dto.js';
import { LoopImportService } from './loop-import.service.js';

@ApiTags('habits')
@Controller('habits/import')
export class LoopImportController {
  constructor(private readonly imports: LoopImportService) {}

  /**
   * Multipart `file`: Loop Habit Tracker's CSV export (ZIP). `?dryRun=true` answers what the
   * import would do and writes nothing; otherwise all of it is written in one transaction.
   */
  @Post('loop')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: LoopImportUploadDto })
  async loop(
    @CurrentUser() user: UserEntity,
    @Query() query: LoopImportQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<LoopImportResult> {
    const upload = await readRequiredUpload(request, { file: LOOP_IMPORT_FILE_FIELD, fields: [] });
    return this.imports.import(user, upload.file.buffer, query.dryRun === 'true');
  }
}
