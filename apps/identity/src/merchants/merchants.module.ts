import { Module } from '@nestjs/common';
import { AccessKeysHandler } from '../access-keys/access-keys.handler';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { AccessKeysService } from '../access-keys/access-keys.service';
import { SigningKeysHandler } from '../signing-keys/signing-keys.handler';
import { SigningKeysRepository } from '../signing-keys/signing-keys.repository';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { UsersHandler } from '../users/users.handler';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { MerchantsHandler } from './merchants.handler';
import { MerchantsRepository } from './merchants.repository';
import { MerchantsService } from './merchants.service';

/** Merchants and everything that authenticates as one: secret keys, access keys, signing keys, users. */
@Module({
  controllers: [MerchantsHandler, AccessKeysHandler, SigningKeysHandler, UsersHandler],
  providers: [
    MerchantsService,
    MerchantsRepository,
    AccessKeysService,
    AccessKeysRepository,
    SigningKeysService,
    SigningKeysRepository,
    UsersService,
    UsersRepository,
  ],
})
export class MerchantsModule {}
