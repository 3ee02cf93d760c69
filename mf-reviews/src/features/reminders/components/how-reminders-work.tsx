import './how-reminders-work.css';

const POINTS = [
  'You get a browser notification every day at the time you choose',
  'It reminds you to update your wins and lessons',
  'Clicking the notification opens your goals dashboard',
  'A daily nudge helps you stay consistent',
];

/** The Reminders dialog's 'How it works': four points. */
export function HowRemindersWork() {
  return (
    <section className="gc-reminders__how" aria-labelledby="reminders-how-title">
      <h3 id="reminders-how-title">How it works</h3>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
