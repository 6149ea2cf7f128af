import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { FulfillmentConfig } from './config';
import { Fulfillment1764000000000 } from './migrations/1764000000000-fulfillment';
import { Shipment, ShipmentFileRecord } from './shipments/shipment.entity';
import { ShipmentsModule } from './shipments/shipments.module';

export const FULFILLMENT_ENTITIES = [Shipment, ShipmentFileRecord];
export const FULFILLMENT_MIGRATIONS = [Fulfillment1764000000000];

@Module({})
export class AppModule {
  static forRoot(config: FulfillmentConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'fulfillment',
          config,
          ...parts,
          entities: FULFILLMENT_ENTITIES,
          migrations: FULFILLMENT_MIGRATIONS,
          migrate: config.DB_MIGRATE_ON_BOOT,
        }),
        ShipmentsModule,
      ],
    };
  }
}
