import { DeleteAccountForm } from './delete-account-form';
import { DownloadMyData } from './download-my-data';
import './your-data-panel.css';

/** Account Settings → Your Data: take everything out, or erase the account. */
export function YourDataPanel() {
  return (
    <div className="gc-stack account-data">
      <DownloadMyData />
      <DeleteAccountForm />
    </div>
  );
}
