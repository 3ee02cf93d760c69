import path from 'node:path';
import { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ZipArchive } from 'archiver';
import type { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { RateLimiter } from '../../platform/security/rate-limit/rate-limiter.service.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import type { UserEntity } from '../../users/user.entity.js';
import { exportKeys } from '../account-limits.js';
import { EXPORT_KINDS } from './export-kinds.js';
import { type ExportedFile, exportReadme } from './export-readme.js';
import { EXPORT_DEADLINE_MS, type ExportSnapshot, openExportSnapshot } from './export-snapshot.js';
import { csvFile, jsonArrayFile } from './record-files.js';
import { type Queryable, recordPages } from './record-pages.js';

export interface AccountExportFile {
  fileName: string;
  /** The ZIP, written as it is read. */
  stream: Readable;
}

interface StoredExportFile extends ExportedFile {
  key: string;
}

/**
 * Everything of one account as a ZIP, streamed: the records page by page, the stored files one
 * after the other, each read only when the archive reaches it, so memory stays flat however much
 * there is. Every query reads one snapshot of the account (see export-snapshot.ts), so what is
 * written or deleted meanwhile changes nothing in the archive. What is read before the first
 * byte (the limit, the profile, the list of files) can still fail with a clean error answer; a
 * failure later cuts the download short, visibly: the answer never completes.
 */
@Injectable()
export class AccountExportService {
  private readonly logger = new Logger(AccountExportService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async export(user: UserEntity): Promise<AccountExportFile> {
    await this.limiter.consume(exportKeys(user.id));
    const snapshot = await openExportSnapshot(this.db, user.id);
    try {
      const [account, files] = await Promise.all([
        accountOf(snapshot, user),
        filesOf(snapshot, user.id),
      ]);
      return this.archive(snapshot, user.id, account, files);
    } catch (error) {
      await snapshot.close();
      throw error;
    }
  }

  private archive(
    snapshot: ExportSnapshot,
    userId: string,
    account: Record<string, unknown>,
    files: StoredExportFile[],
  ): AccountExportFile {
    const date = this.clock.now();
    // Text compresses well at level 6 for much less work than 9; images and audio are stored.
    const archive = new ZipArchive({ zlib: { level: 6 } });
    archive.append(exportReadme(EXPORT_KINDS, files, date), { name: 'README.txt', date });
    archive.append(`${JSON.stringify(account, null, 2)}\n`, { name: 'account.json', date });
    for (const kind of EXPORT_KINDS) {
      const pages = () => recordPages(snapshot, kind, userId);
      archive.append(jsonArrayFile(pages()), { name: `${kind.file}.json`, date });
      archive.append(csvFile(Object.keys(kind.fields), pages()), {
        name: `${kind.file}.csv`,
        date,
      });
    }
    for (const file of files) {
      archive.append(this.fileContent(file.key), { name: file.name, date, store: true });
    }
    // A client that reads too slowly (or not at all, keeping the socket open) is cut off.
    const deadline = setTimeout(
      () => archive.destroy(new Error('the export ran past its deadline')),
      EXPORT_DEADLINE_MS,
    );
    deadline.unref();
    // 'close' also comes when the download is abandoned and the archive destroyed.
    for (const event of ['end', 'error', 'close']) {
      archive.once(event, () => {
        clearTimeout(deadline);
        void snapshot.close();
      });
    }
    archive.finalize().catch(() => undefined);
    return { fileName: `GoalCoach data ${date.toISOString().slice(0, 10)}.zip`, stream: archive };
  }

  /**
   * The stored file's bytes, opened only when the archive comes to it. A file removed since the
   * snapshot (the image replaced, the account deleted) fails the download: the archive would no
   * longer be that moment's. A file missing although a row still names it stays an empty entry
   * rather than failing every export of the account.
   */
  private fileContent(key: string): Readable {
    const { storage, logger, db } = this;
    return Readable.from(
      (async function* () {
        const file = await storage.get(key);
        if (!file) {
          if (!(await stillNamed(db, key))) {
            throw new Error('a stored file was removed while the export was being written');
          }
          logger.warn({ key }, 'a stored file named by a row is missing from the export');
          return;
        }
        yield* file.body;
      })(),
      { objectMode: false },
    );
  }
}

async function accountOf(db: Queryable, user: UserEntity): Promise<Record<string, unknown>> {
  const [[reminders], [calendarFeed]] = await Promise.all([
    db.query(
      'SELECT enabled, reminder_time AS "time" FROM notification_settings WHERE user_id = $1',
      [user.id],
    ) as Promise<{ enabled: boolean; time: string }[]>,
    // Its secret address stays out: a lost or shared export must not open the feed.
    db.query(
      `SELECT include_check_in_reminder AS "includeCheckInReminder", created_at AS "createdAt"
         FROM calendar_feeds WHERE user_id = $1`,
      [user.id],
    ) as Promise<{ includeCheckInReminder: boolean; createdAt: Date }[]>,
  ]);
  return {
    profile: {
      name: user.name,
      email: user.email,
      timeZone: user.timeZone,
      isAdmin: user.isAdmin,
      joinedAt: user.createdAt.toISOString(),
    },
    dailyReminder: reminders ?? { enabled: false, time: null },
    calendarFeed: calendarFeed ?? null,
  };
}

/** The person's uploads, by the names the export gives them. */
async function filesOf(db: Queryable, userId: string): Promise<StoredExportFile[]> {
  const [images, voiceNotes] = await Promise.all([
    db.query(
      'SELECT position, image_key AS key FROM vision_images WHERE user_id = $1 ORDER BY position',
      [userId],
    ) as Promise<{ position: number; key: string }[]>,
    db.query(
      'SELECT audio_key AS key FROM vision_profiles WHERE user_id = $1 AND audio_key IS NOT NULL',
      [userId],
    ) as Promise<{ key: string }[]>,
  ]);
  return [
    ...images.map(({ position, key }) => ({
      key,
      name: `files/vision-board/${position + 1}${path.extname(key)}`,
      describes: `the image at place ${position + 1} of your vision board`,
    })),
    ...voiceNotes.map(({ key }) => ({
      key,
      name: `files/voice-note${path.extname(key)}`,
      describes: 'the voice note of your vision board',
    })),
  ];
}

/** Whether a row names the stored file now, outside the export's snapshot. */
async function stillNamed(db: Queryable, key: string): Promise<boolean> {
  const rows = (await db.query(
    `SELECT 1 FROM vision_images WHERE image_key = $1 OR thumbnail_key = $1
     UNION ALL SELECT 1 FROM vision_profiles WHERE audio_key = $1 LIMIT 1`,
    [key],
  )) as unknown[];
  return rows.length > 0;
}
