import { ApiProperty } from '@nestjs/swagger';
import type { ReorderHabitsRequest } from '@goalcoach/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsUUID, Min, ValidateNested } from 'class-validator';

export class HabitOrderDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @IsInt({ message: 'displayOrder must be a whole number of at least 0' })
  @Min(0, { message: 'displayOrder must be a whole number of at least 0' })
  @ApiProperty({ minimum: 0 })
  displayOrder!: number;
}

/** Whether it is exactly the user's habits, each once, 0..n-1, is the service's check. */
export class ReorderHabitsDto implements ReorderHabitsRequest {
  @IsArray({ message: 'habitOrders must be a list' })
  @ArrayMaxSize(10_000, { message: 'habitOrders is too long' })
  @ValidateNested({ each: true })
  @Type(() => HabitOrderDto)
  @ApiProperty({ type: [HabitOrderDto] })
  habitOrders!: HabitOrderDto[];
}
