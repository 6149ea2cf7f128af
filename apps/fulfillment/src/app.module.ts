import { DynamicModule, Module } from '@nestjs/common';
import { RetentionRule, ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { FulfillmentConfig } from './config';
import { Shipment } from './shipments/shipment.entity';
import { ShipmentFileRecord } from './uploads/shipment-file.entity';
import { ShipmentsModule } from './shipments/shipments.module';
import { FULFILLMENT_MIGRATIONS } from './migrations';

export const FULFILLMENT_ENTITIES = [Shipment, ShipmentFileRecord];

/** Proof-of-delivery files signed but never uploaded, or uploaded but never attached to a shipment. */
export function orphanedUploadsRule(config: Pick<FulfillmentConfig, 'RETENTION_ORPHANED_UPLOADS_HOURS'>): RetentionRule {
  return {
    name: 'orphaned_uploads',
    ageMs: config.RETENTION_ORPHANED_UPLOADS_HOURS * 3_600_000,
    deleteBatch: `DELETE FROM shipment_files WHERE id IN (
      SELECT f.id FROM shipment_files f
      WHERE f.created_at < $1 AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.file_id = f.id)
      LIMIT 1000)`,
  };
}

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
          retention: [orphanedUploadsRule(config)],
        }),
        ShipmentsModule,
      ],
    };
  }
}
