import { Module } from '@nestjs/common';
import { CustomersHandler } from './customers.handler';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { EnrollmentService } from './enrollment.service';

@Module({
  controllers: [CustomersHandler],
  providers: [CustomersService, CustomersRepository, EnrollmentService],
  exports: [CustomersRepository, CustomersService, EnrollmentService],
})
export class CustomersModule {}
