import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX_LENGTH,
  type AdminPageQuery,
} from '@goalcoach/contracts';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { NoBadText } from '../../platform/validation/no-bad-text.js';
import { DecimalInteger } from '../../platform/validation/decimal-integer.js';
import { Optional } from '../../platform/validation/optional.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

/** Far past any real list; keeps the offset a sane number. */
const PAGE_MAX = 100_000;

const PageNumber =
  (label: string, max: number, fallback: number): PropertyDecorator =>
  (target, key) => {
    const message = `${label} must be a whole number from 1 to ${max}`;
    Optional()(target, key);
    DecimalInteger()(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(max, { message })(target, key);
    ApiPropertyOptional({ minimum: 1, maximum: max, default: fallback })(target, key);
  };

/** `?page=&pageSize=` of the admin lists; page counts from 1. */
export class AdminPageQueryDto implements AdminPageQuery {
  @PageNumber('page', PAGE_MAX, 1)
  page?: number;

  @PageNumber('pageSize', ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE)
  pageSize?: number;
}

/** The users' list also takes `&search=`: any part of the name or e-mail, any case. */
export class AdminUsersQueryDto extends AdminPageQueryDto {
  // Decorators apply from the bottom up: the type is checked before the length and the text.
  @ApiPropertyOptional({ maxLength: ADMIN_SEARCH_MAX_LENGTH })
  @NoBadText()
  @MaxLength(ADMIN_SEARCH_MAX_LENGTH, {
    message: `search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'search must be text' })
  @Trimmed()
  @Optional()
  search?: string;
}

/** Where a page starts and how long it is, the defaults filled in. */
export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: AdminPageQuery): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
