import { QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { VisionStatement } from '../features/vision-statement/components/vision-statement';
import { VoiceNoteSection } from '../features/voice-note/components/voice-note-section';
import { useVisionProfile } from '../shared/api/use-vision-profile';

/** The statement and the voice note: both come from the profile. */
export function ProfileSections() {
  const profile = useVisionProfile();

  if (profile.isPending) {
    return (
      <QueryLoading label="Loading your vision" testId="vision-profile-loading">
        <Skeleton height={160} />
        <Skeleton height={120} />
      </QueryLoading>
    );
  }
  if (profile.isError) {
    return (
      <QueryError
        title="Unable to load your vision"
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        testId="vision-profile-error"
        retryTestId="vision-profile-retry"
      >
        Your vision statement and voice note could not be loaded. Please try again.
      </QueryError>
    );
  }
  return (
    <>
      <VisionStatement statement={profile.data.visionStatement} />
      <VoiceNoteSection voiceNote={profile.data.voiceNote} />
    </>
  );
}
