import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ReconcileHandler } from './reconcile.handler';
import { ReconcileService } from './reconcile.service';

@Module({
  imports: [PaymentsModule, PayoutsModule],
  controllers: [ReconcileHandler],
  providers: [ReconcileService],
})
export class ReconcileModule {}
