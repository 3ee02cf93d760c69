import { VISION_ELEMENT_COUNT } from '@goalcoach/contracts';
import { Badge, Skeleton } from '@goalcoach/ui';
import { Sparkles } from 'lucide-react';
import { useVisionImages } from '../shared/api/use-vision-images';
import { useVisionProfile } from '../shared/api/use-vision-profile';
import { elementsDiscovered } from '../shared/lib/elements-discovered';

/** '{n}/3 Elements Discovered', once both reads have answered. */
export function ElementsBadge() {
  const images = useVisionImages();
  const profile = useVisionProfile();

  if (images.isError || profile.isError) return null;
  if (!images.data || !profile.data) return <Skeleton width={180} height={24} radius="full" />;
  const found = elementsDiscovered(images.data, profile.data);
  return (
    <Badge
      variant={found === VISION_ELEMENT_COUNT ? 'success' : 'secondary'}
      data-testid="vision-elements-badge"
    >
      <Sparkles aria-hidden size={14} />
      {found}/{VISION_ELEMENT_COUNT} Elements Discovered
    </Badge>
  );
}
