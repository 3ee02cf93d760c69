import { errorMessageOf } from '@goalcoach/api';
import { Alert, Button, saveBlob, toast } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { accountApi } from './account-api';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Account Settings → Your Data: everything in the account as one ZIP. */
export function DownloadMyData() {
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: () => {
      setReceived(0);
      return accountApi.downloadEverything(setReceived);
    },
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({
        title: 'Your data is downloaded',
        description: 'README.txt inside the ZIP says what each file holds.',
        variant: 'success',
      });
    },
  });

  return (
    <section className="gc-stack account-data__section" aria-labelledby="account-data-download">
      <h3 id="account-data-download" className="account-data__heading">
        Download my data
      </h3>
      <p className="account-data__text">
        One ZIP with everything you have entered and uploaded: your goals and their plans, your
        habits with every day you ticked, check-ins, weekly and monthly reviews, and your vision
        board with its images and voice note. Each kind comes as JSON and as CSV for spreadsheets.
      </p>
      {download.isError && (
        <Alert variant="destructive" title="Download failed" data-testid="account-export-error">
          {errorMessageOf(download.error, 'Your data could not be downloaded. Please try again.')}
        </Alert>
      )}
      <Button
        variant="outline"
        onClick={() => download.mutate()}
        loading={download.isPending}
        data-testid="account-export"
      >
        {!download.isPending && <Download aria-hidden="true" size={16} />}
        {download.isPending
          ? `Preparing your data${received > 0 ? ` (${megabytes(received)})` : ''}...`
          : 'Download my data'}
      </Button>
    </section>
  );
}
