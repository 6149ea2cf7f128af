import { Inject, Injectable } from '@nestjs/common';
import { redisKey } from '@netline/config';
import { INSIGHTS_CONSUMED_STREAMS, INSIGHTS_CONSUMER_GROUP, InsightsRebuildResult } from '@netline/contracts';
import { CONFIG, InjectLogger, REDIS } from '@netline/messaging';
import { Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { InsightsConfig } from '../config';
import { ReceivablesRepository } from './receivables.repository';

/**
 * Rebuilds the projection from the streams: empties insights' tables and its inbox, then puts its
 * consumer group back at the start of each stream, so every retained event is applied again.
 *
 * The order matters. The tables and the inbox go in one transaction first; the groups are reset after.
 * An event a replica applies in between keeps both its effect and its inbox row (one transaction), so
 * reading it again skips it; resetting the groups first would let a replica skip events whose effects the
 * delete then removes. The group is destroyed and created rather than moved (XGROUP SETID) so that
 * entries pending on some replica are forgotten too; a replica blocked on the old group gets NOGROUP and
 * carries on with the new one.
 */
@Injectable()
export class RebuildService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly receivables: ReceivablesRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: InsightsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async rebuild(): Promise<InsightsRebuildResult> {
    const deleted = await this.dataSource.transaction((manager) => this.receivables.deleteAll(manager));
    const streams: InsightsRebuildResult['streams'] = [];
    for (const stream of INSIGHTS_CONSUMED_STREAMS.map((name) => redisKey(this.config, name))) {
      await this.redis.xgroup('DESTROY', stream, INSIGHTS_CONSUMER_GROUP).catch(() => undefined);
      await this.redis.xgroup('CREATE', stream, INSIGHTS_CONSUMER_GROUP, '0', 'MKSTREAM').catch((error: Error) => {
        // A replica that met NOGROUP may have re-created it (from the start) already.
        if (!error.message.includes('BUSYGROUP')) throw error;
      });
      streams.push({ stream, entries: await this.redis.xlen(stream) });
    }
    this.logger.warn({ deleted, streams }, 'insights projection emptied; consumer group reset to the start of its streams');
    return { deleted, streams };
  }
}
