import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { UsersHandler } from './users.handler';
import { UsersService } from './users.service';

/** The people who sign in to the dashboard: their creation, roles, deactivation and session lookup. */
@Module({
  imports: [IdentityRecordsModule],
  controllers: [UsersHandler],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
