import { Module } from '@nestjs/common';
import { CustomersByEmailHandler, CustomersByEmailQuery } from './customers-by-email.handler';
import { CustomersHandler } from './customers.handler';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { EnrollmentService } from './enrollment.service';

@Module({
  controllers: [CustomersHandler, CustomersByEmailHandler],
  providers: [CustomersService, CustomersRepository, EnrollmentService, CustomersByEmailQuery],
  exports: [CustomersRepository, CustomersService, EnrollmentService],
})
export class CustomersModule {}
