import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { AccessKeyApprovalsHandler } from './access-key-approvals.handler';
import { AccessKeyApprovalsService } from './access-key-approvals.service';

/** MCP tool calls that wait for an admin under their key's policy. */
@Module({
  imports: [IdentityRecordsModule],
  controllers: [AccessKeyApprovalsHandler],
  providers: [AccessKeyApprovalsService],
})
export class AccessKeyApprovalsModule {}
