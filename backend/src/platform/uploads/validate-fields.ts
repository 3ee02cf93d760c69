import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationFailed } from '../errors/validation.js';

/**
 * An upload's text fields through a class-validator DTO, with the options and messages of the
 * global ValidationPipe (the pipe does not see a multipart body).
 */
export async function validateFields<T extends object>(
  dto: ClassConstructor<T>,
  fields: Record<string, string>,
): Promise<T> {
  const instance = plainToInstance(dto, fields);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) throw validationFailed(errors);
  return instance;
}
