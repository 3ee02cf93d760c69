export { deferredReply, mockApi, type MockApi, type MockReply } from './mock-api';
export { mockApiPerTest } from './mock-api-per-test';
export { renderWithProviders } from './render-with-providers';
export { captureDownloads, type CapturedDownload } from './capture-downloads';
export { inProcessZone, processZonesFor, sessionZoneAt } from './time-travel-zones';
