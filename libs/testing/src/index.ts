export {
  deferredReply,
  mockApi,
  type HttpMethod,
  type MockApi,
  type MockHandler,
  type MockReply,
  type RecordedRequest,
} from './mock-api';
export { mockApiPerTest, type TestSetup } from './mock-api-per-test';
export { renderWithProviders } from './render-with-providers';
export { captureDownloads, type CapturedDownload } from './capture-downloads';
