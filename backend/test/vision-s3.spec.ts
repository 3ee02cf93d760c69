import { describeVisionBoard } from './support/vision-cases.js';
import { s3Storage } from './support/vision-storage.js';

describeVisionBoard('an S3-compatible bucket (s3rver)', s3Storage);
