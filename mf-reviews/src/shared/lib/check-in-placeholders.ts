/** SPEC §2: the placeholders of the wins and lessons fields, in the dialog and when editing. */
export const CHECK_IN_PLACEHOLDERS = {
  wins: 'What went well today? (Press Enter to add bullet points)',
  lessons: "What didn't go as planned? What did you learn? (Press Enter to add bullet points)",
} as const;
