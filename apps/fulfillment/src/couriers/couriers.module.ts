import { Module } from '@nestjs/common';
import { CourierTracker } from './courier-tracker';
import { SandboxCourierAdapter } from './sandbox-courier.adapter';
import { TrackingProviderAdapter } from './tracking-provider.adapter';

@Module({
  providers: [CourierTracker, SandboxCourierAdapter, TrackingProviderAdapter],
  exports: [CourierTracker],
})
export class CouriersModule {}
