import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ReconcileHandler } from './reconcile.handler';
import { ReconcileRepository } from './reconcile.repository';
import { ReconcileService } from './reconcile.service';

@Module({
  imports: [PaymentsModule, PayoutsModule],
  controllers: [ReconcileHandler],
  providers: [ReconcileRepository, ReconcileService],
})
export class ReconcileModule {}
