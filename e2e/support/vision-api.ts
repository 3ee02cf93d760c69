import type { Page } from '@playwright/test';
import { VISION_IMAGE_FIELD, type VisionImage, type VisionProfile } from '@goalcoach/contracts';
import { baseURL } from './environment.js';
import { expect } from './fixtures.js';
import type { TestImage } from './vision-images.js';

const sameOrigin = { Origin: baseURL };

/** Adds an image to the signed-in account's board, as the upload dialog would. */
export async function addVisionImage(
  page: Page,
  image: TestImage,
  caption?: string,
): Promise<VisionImage> {
  const response = await page.request.post('/api/vision/images', {
    multipart: { [VISION_IMAGE_FIELD]: image, ...(caption === undefined ? {} : { caption }) },
    headers: sameOrigin,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as VisionImage;
}

export async function saveVisionStatement(page: Page, statement: string): Promise<void> {
  const response = await page.request.post('/api/vision/statement', {
    data: { statement },
    headers: sameOrigin,
  });
  expect(response.status()).toBe(200);
}

export async function visionProfile(page: Page): Promise<VisionProfile> {
  const response = await page.request.get('/api/vision/profile');
  expect(response.status()).toBe(200);
  return (await response.json()) as VisionProfile;
}
