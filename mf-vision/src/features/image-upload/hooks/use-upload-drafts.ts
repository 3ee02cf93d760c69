import { useCallback, useEffect, useRef, useState } from 'react';
import { sortPicked } from '../utils/image-file';
import { fitToSlots, leftOutMessage, type UploadDraft } from '../utils/upload-drafts';

let nextKey = 0;

function toDraft(file: File): UploadDraft {
  nextKey += 1;
  return {
    key: `upload-${nextKey}`,
    file,
    previewUrl: URL.createObjectURL(file),
    caption: '',
    emoji: '',
    error: null,
  };
}

const revoke = (drafts: UploadDraft[]) =>
  drafts.forEach((draft) => URL.revokeObjectURL(draft.previewUrl));

/**
 * The files of the upload dialog. Each has a preview URL from the moment it is chosen until it
 * leaves (removed, uploaded, dialog closed, page left): the URL is revoked then. Picked files
 * that are not images get no draft and no preview: only their names, to say they were refused.
 */
export function useUploadDrafts() {
  const [drafts, setDrafts] = useState<UploadDraft[]>([]);
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const current = useRef(drafts);

  useEffect(() => {
    current.current = drafts;
  }, [drafts]);
  useEffect(() => () => revoke(current.current), []);

  const choose = useCallback((files: File[], imageCount: number) => {
    const { images, refused: notImages } = sortPicked(files);
    // Files that are not images take no slot on the board.
    const { chosen, leftOut: omitted } = fitToSlots(images, imageCount);
    if (chosen.length === 0 && notImages.length === 0) return;
    revoke(current.current);
    const next = chosen.map(toDraft);
    current.current = next;
    setDrafts(next);
    setRefused(notImages.map((file) => file.name));
    setLeftOut(omitted > 0 && chosen.length > 0 ? leftOutMessage(omitted, chosen.length) : null);
  }, []);

  const update = useCallback((key: string, changes: Partial<UploadDraft>) => {
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));
  }, []);

  const remove = useCallback((key: string) => {
    revoke(current.current.filter((draft) => draft.key === key));
    setDrafts((all) => all.filter((draft) => draft.key !== key));
  }, []);

  // Once an upload starts, the files left out or refused are old news.
  const forgetLeftOut = useCallback(() => {
    setLeftOut(null);
    setRefused([]);
  }, []);

  const clear = useCallback(() => {
    revoke(current.current);
    current.current = [];
    setDrafts([]);
    setLeftOut(null);
    setRefused([]);
  }, []);

  return { drafts, leftOut, refused, choose, update, remove, forgetLeftOut, clear };
}
