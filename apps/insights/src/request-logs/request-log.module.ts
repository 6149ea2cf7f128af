import { Module } from '@nestjs/common';
import { RetentionRule } from '@netline/messaging';
import { InsightsConfig } from '../config';
import { RequestLogHandler } from './request-log.handler';
import { RequestLogsRepository } from './request-logs.repository';

/** Request log entries older than REQUEST_LOG_RETENTION_DAYS (30 by default), deleted by the retention sweeper. */
export function requestLogRetentionRule(config: Pick<InsightsConfig, 'REQUEST_LOG_RETENTION_DAYS'>): RetentionRule {
  return {
    name: 'request_logs',
    ageMs: config.REQUEST_LOG_RETENTION_DAYS * 86_400_000,
    deleteBatch: 'DELETE FROM request_logs WHERE sequence IN (SELECT sequence FROM request_logs WHERE created_at < $1 LIMIT 1000)',
  };
}

@Module({
  controllers: [RequestLogHandler],
  providers: [RequestLogsRepository],
})
export class RequestLogModule {}
