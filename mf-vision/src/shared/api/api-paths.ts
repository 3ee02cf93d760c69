/**
 * Paths below the shared client's `/api` base. A GET path is also the first element of its
 * query key, so reads and invalidations share one name.
 */
const id = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  profile: '/vision/profile',
  statement: '/vision/statement',
  images: '/vision/images',
  image: (imageId: string) => `/vision/images/${id(imageId)}`,
  voiceNote: '/vision/voice-note',
};

export const queryKeys = {
  profile: () => [apiPaths.profile] as const,
  images: () => [apiPaths.images] as const,
};
