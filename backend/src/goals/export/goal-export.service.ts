import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ZipArchive } from 'archiver';
import type { Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { toCheckpoint } from '../checkpoints/checkpoint.mapper.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { toMilestone } from '../milestones/milestone.mapper.js';
import { TaskEntity } from '../tasks/task.entity.js';
import { toTask } from '../tasks/task.mapper.js';
import { percentEncode, safeFileName } from './export-names.js';
import { checkpointsCsv, milestonesCsv, tasksCsv } from './goal-databases.js';
import type { GoalExport } from './goal-export.js';
import { goalPage } from './goal-page.js';

export interface ExportFile {
  /** The download's name (a safe file name). */
  fileName: string;
  /** The ZIP, made as it is read. */
  stream: Readable;
}

/**
 * A goal as a ZIP that Notion's "Import → Markdown & CSV" takes as it is, laid out the way
 * Notion exports a page: `<Goal>.md`, and beside it a folder `<Goal>/` with the page's three
 * databases, which the import then nests under the page.
 */
@Injectable()
export class GoalExportService {
  constructor(
    @InjectRepository(MilestoneEntity) private readonly milestones: Repository<MilestoneEntity>,
    @InjectRepository(CheckpointEntity) private readonly checkpoints: Repository<CheckpointEntity>,
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
    private readonly goals: GoalsService,
    private readonly clock: Clock,
  ) {}

  /** The user's own goal, not deleted (404 otherwise). */
  async export(user: UserEntity, goalId: string): Promise<ExportFile> {
    const content = await this.read(user, goalId);
    const name = safeFileName(content.goal.goalName);
    const folder = `${name}/`;
    const date = this.clock.now();
    const archive = new ZipArchive({ zlib: { level: 9 } });
    archive.append(
      goalPage(content, {
        milestones: `${percentEncode(name)}/Milestones.csv`,
        checkpoints: `${percentEncode(name)}/Checkpoints.csv`,
        tasks: `${percentEncode(name)}/Tasks.csv`,
      }),
      { name: `${name}.md`, date },
    );
    archive.append(milestonesCsv(content), { name: `${folder}Milestones.csv`, date });
    archive.append(checkpointsCsv(content), { name: `${folder}Checkpoints.csv`, date });
    archive.append(tasksCsv(content), { name: `${folder}Tasks.csv`, date });
    // A failure reaches the response as the stream's 'error' (the download is cut short).
    archive.finalize().catch(() => undefined);
    return { fileName: `${name} - Notion export.zip`, stream: archive };
  }

  /** Read before the first byte is sent: a database error is still a clean error answer. */
  private async read(user: UserEntity, goalId: string): Promise<GoalExport> {
    const goal = await this.goals.get(user, goalId);
    const [milestones, checkpoints, tasks] = await Promise.all([
      this.milestones.find({ where: { goalId }, order: { position: 'ASC' } }),
      this.checkpoints.find({ where: { goalId }, order: { weekNumber: 'ASC' } }),
      this.tasks.find({
        where: { goalId },
        order: { date: 'ASC', position: 'ASC', createdAt: 'ASC' },
      }),
    ]);
    const milestoneTitles = new Map(milestones.map((one) => [one.id, one.title]));
    const checkpointTitles = new Map(checkpoints.map((one) => [one.id, one.title]));
    return {
      goal,
      milestones: milestones.map(toMilestone),
      checkpoints: checkpoints.map((one) =>
        toCheckpoint(one, milestoneTitles.get(one.milestoneId) ?? ''),
      ),
      tasks: tasks.map((task) =>
        toTask(task, task.checkpointId ? (checkpointTitles.get(task.checkpointId) ?? null) : null),
      ),
    };
  }
}
