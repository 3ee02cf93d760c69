import { useCallback, useEffect, useRef, useState } from 'react';
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
 * leaves (removed, uploaded, dialog closed, page left): the URL is revoked then.
 */
export function useUploadDrafts() {
  const [drafts, setDrafts] = useState<UploadDraft[]>([]);
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const current = useRef(drafts);

  useEffect(() => {
    current.current = drafts;
  }, [drafts]);
  useEffect(() => () => revoke(current.current), []);

  const choose = useCallback((files: File[], imageCount: number) => {
    const { chosen, leftOut: omitted } = fitToSlots(files, imageCount);
    if (chosen.length === 0) return;
    revoke(current.current);
    const next = chosen.map(toDraft);
    current.current = next;
    setDrafts(next);
    setLeftOut(omitted > 0 ? leftOutMessage(omitted, chosen.length) : null);
  }, []);

  const update = useCallback((key: string, changes: Partial<UploadDraft>) => {
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));
  }, []);

  const remove = useCallback((key: string) => {
    revoke(current.current.filter((draft) => draft.key === key));
    setDrafts((all) => all.filter((draft) => draft.key !== key));
  }, []);

  // Once an upload starts, the files left out are old news.
  const forgetLeftOut = useCallback(() => setLeftOut(null), []);

  const clear = useCallback(() => {
    revoke(current.current);
    current.current = [];
    setDrafts([]);
    setLeftOut(null);
  }, []);

  return { drafts, leftOut, choose, update, remove, forgetLeftOut, clear };
}
