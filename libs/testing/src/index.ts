export {
  deferredReply,
  mockApi,
  type HttpMethod,
  type MockApi,
  type MockHandler,
  type MockReply,
  type RecordedRequest,
} from './mock-api';
export { renderWithProviders } from './render-with-providers';
