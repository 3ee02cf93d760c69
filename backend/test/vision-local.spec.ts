import { describeVisionBoard } from './support/vision-cases.js';
import { localStorage } from './support/vision-storage.js';

describeVisionBoard('the local folder (DATA_DIR)', localStorage);
