import {
  Button,
  buttonClasses,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@goalcoach/ui';
import { ArrowLeft, Bell, CircleCheck, Compass } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@goalcoach/routing';
import CheckInDialog from '../features/check-in/components/check-in-dialog';
import { MonthlyReviewsTab } from '../features/monthly-review/components/monthly-reviews-tab';
import { RemindersDialog } from '../features/reminders/components/reminders-dialog';
import { WeeklyReviewsTab } from '../features/weekly-review/components/weekly-reviews-tab';

/** Reviews: the header, Daily Check In, Reminders and the Weekly and Monthly tabs. */
export function ReviewsPage() {
  const [checkInOpen, setCheckInOpen] = useState(false);
  const [remindersOpen, setRemindersOpen] = useState(false);

  return (
    <section
      className="gc-stack gc-page"
      data-testid="page-reviews"
      aria-labelledby="page-reviews-title"
    >
      <PageHeader
        title="Progress Reviews"
        titleId="page-reviews-title"
        // The header's logo: the app's mark, as in the shell's brand link.
        icon={<Compass aria-hidden data-testid="reviews-logo" />}
        description="Track your wins, lessons, and monthly accomplishments"
        back={
          <Link
            to="/"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            data-testid="reviews-back-home"
          >
            <ArrowLeft aria-hidden size={16} />
            Back to Home
          </Link>
        }
        actions={
          <>
            <Button onClick={() => setCheckInOpen(true)} data-testid="reviews-check-in-open">
              <CircleCheck aria-hidden />
              Daily Check In
            </Button>
            <Button
              variant="outline"
              onClick={() => setRemindersOpen(true)}
              data-testid="reviews-reminders-open"
            >
              <Bell aria-hidden />
              Reminders
            </Button>
          </>
        }
        splitActionsOnPhone
      />

      <Tabs defaultValue="weekly">
        <TabsList fullWidth>
          <TabsTrigger value="weekly" data-testid="reviews-tab-weekly">
            Weekly Reviews
          </TabsTrigger>
          <TabsTrigger value="monthly" data-testid="reviews-tab-monthly">
            Monthly Reviews
          </TabsTrigger>
        </TabsList>
        <TabsContent value="weekly">
          <WeeklyReviewsTab />
        </TabsContent>
        <TabsContent value="monthly">
          <MonthlyReviewsTab />
        </TabsContent>
      </Tabs>

      <CheckInDialog open={checkInOpen} onOpenChange={setCheckInOpen} />
      <RemindersDialog open={remindersOpen} onOpenChange={setRemindersOpen} />
    </section>
  );
}
