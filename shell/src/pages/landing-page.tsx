import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@goalcoach/ui';
import { CalendarCheck, Flame, ListChecks, NotebookPen, Sparkles, Target } from 'lucide-react';
import { useAuthDialog } from '../auth/auth-dialog-store';
import { AppHeader } from '../layout/app-header';
import { BetaBanner } from '../layout/beta-banner';
import './landing-page.css';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'A 90-day plan from seven questions',
    text: 'Say what you want, why it matters and what stands in the way. You get monthly milestones, weekly checkpoints and daily tasks.',
  },
  {
    icon: ListChecks,
    title: 'One clear step each day',
    text: 'Today’s focus shows what to do now, so progress never waits for motivation.',
  },
  {
    icon: Flame,
    title: 'Habits with streaks',
    text: 'Build the routines behind your goal and watch them grow from Locked In to Unshakable.',
  },
  {
    icon: NotebookPen,
    title: 'Check-ins and reviews',
    text: 'A one-minute daily check-in becomes weekly and monthly reviews of your wins and lessons.',
  },
  {
    icon: Target,
    title: 'A vision to come back to',
    text: 'Keep the images and words that remind you where you are going.',
  },
  {
    icon: CalendarCheck,
    title: 'Gentle reminders',
    text: 'A daily nudge at the time you choose keeps the habit of checking in alive.',
  },
] as const;

const STEPS = [
  'Answer seven questions about your goal.',
  'Get your personal 90-day plan in about a minute.',
  'Do today’s task, check in, and watch your momentum grow.',
] as const;

function LandingActions() {
  const openAuth = useAuthDialog((state) => state.openAuth);
  return (
    <div className="shell-landing__actions">
      <div className="gc-cluster">
        <Button size="lg" onClick={() => openAuth('sign-up')} data-testid="landing-sign-up">
          Sign Up
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => openAuth('sign-in')}
          data-testid="landing-sign-in"
        >
          Sign In
        </Button>
      </div>
      <p className="shell-landing__note">
        GoalCoach is invite-only during the beta: sign up with your invite code.
      </p>
    </div>
  );
}

export default function LandingPage() {
  return (
    <div className="shell-landing" data-testid="landing-page">
      <BetaBanner />
      <AppHeader withNavigation={false} brandTo="/landing" />
      <main id="main" className="shell-landing__main">
        <section className="shell-landing__hero" aria-labelledby="landing-title">
          <h1 id="landing-title">Turn the goal you keep postponing into a plan you follow.</h1>
          <p className="shell-landing__lead">
            GoalCoach asks seven questions, builds your 90-day plan, and coaches you through it one
            day at a time with habits, check-ins and reviews.
          </p>
          <LandingActions />
        </section>

        <section aria-labelledby="landing-features" className="shell-landing__section">
          <h2 id="landing-features">Everything a goal needs, in one place</h2>
          <div className="shell-landing__grid">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Card key={title}>
                <CardHeader>
                  <Icon aria-hidden className="shell-landing__icon" size={28} />
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{text}</CardDescription>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="landing-how" className="shell-landing__section">
          <h2 id="landing-how">How it works</h2>
          <ol className="shell-landing__steps">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </main>
      <footer className="shell-landing__footer">
        <span>© {new Date().getFullYear()} GoalCoach</span>
      </footer>
    </div>
  );
}
