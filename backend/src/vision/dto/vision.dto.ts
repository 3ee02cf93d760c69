import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type UpdateVisionStatementRequest,
  VISION_CAPTION_MAX_LENGTH,
  VISION_EMOJI_MAX_LENGTH,
  VISION_STATEMENT_MAX_LENGTH,
  charCount,
  graphemeCount,
  isAllEmoji,
} from '@goalcoach/contracts';
import { Transform } from 'class-transformer';
import { IsString, ValidateBy, ValidateIf } from 'class-validator';
import { cleanText } from '../../platform/validation/clean-text.js';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Text } from '../../platform/validation/text-fields.js';

export class UpdateVisionStatementDto implements UpdateVisionStatementRequest {
  @Text('Vision statement', VISION_STATEMENT_MAX_LENGTH, {
    blank: 'Please write your vision statement.',
  })
  statement!: string;
}

/** One line, cleaned (see cleanText); empty (or left out) is no value at all. */
const BlankIsNull = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = cleanText(value, 'single');
    return trimmed === '' ? null : trimmed;
  });

const GivenOnly = (): PropertyDecorator =>
  ValidateIf((_object: object, value: unknown) => value != null);

// A single grapheme may still carry many code points (ZWJ sequences, modifiers); this bounds
// it far above any real pair of emoji.
const EMOJI_MAX_CODE_POINTS = 32;

/** The text fields of `POST /api/vision/images` (multipart, beside the `image` file). */
export class VisionImageFieldsDto {
  @BlankIsNull()
  @GivenOnly()
  @IsString({ message: 'caption must be text' })
  @MaxChars(
    VISION_CAPTION_MAX_LENGTH,
    `The caption must be at most ${VISION_CAPTION_MAX_LENGTH} characters.`,
  )
  @ApiPropertyOptional({ maxLength: VISION_CAPTION_MAX_LENGTH, nullable: true })
  caption?: string | null;

  @BlankIsNull()
  @GivenOnly()
  @IsString({ message: 'emoji must be text' })
  @ValidateBy({
    name: 'isVisionEmoji',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        charCount(value) <= EMOJI_MAX_CODE_POINTS &&
        graphemeCount(value) <= VISION_EMOJI_MAX_LENGTH,
      defaultMessage: () => `Choose at most ${VISION_EMOJI_MAX_LENGTH} emoji.`,
    },
  })
  @ValidateBy({
    name: 'isEmoji',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isAllEmoji(value),
      defaultMessage: () => 'The emoji field takes emoji only, not letters or digits.',
    },
  })
  @ApiPropertyOptional({ maxLength: VISION_EMOJI_MAX_LENGTH, nullable: true })
  emoji?: string | null;
}

/** For the OpenAPI document: the multipart body of an image upload. */
export class VisionImageUploadDto extends VisionImageFieldsDto {
  @ApiProperty({ type: 'string', format: 'binary' })
  image!: unknown;
}

/** For the OpenAPI document: the multipart body of a voice note upload. */
export class VoiceNoteUploadDto {
  @ApiProperty({ type: 'string', format: 'binary' })
  audio!: unknown;
}
