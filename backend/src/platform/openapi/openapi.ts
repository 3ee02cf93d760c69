import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /api/docs and the document at /api/docs/openapi.json (not in production). */
export function setupOpenApi(app: NestFastifyApplication): void {
  const info = new DocumentBuilder()
    .setTitle('GoalCoach API')
    .setDescription('Goals, habits, check-ins, reviews and the vision board.')
    .setVersion('0.1.0')
    .build();

  // A factory: the document is built on the first request, not at every start.
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, info), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    raw: ['json'],
    customSiteTitle: 'GoalCoach API',
  });
}
