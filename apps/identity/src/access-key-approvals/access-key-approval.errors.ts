import { DomainError } from '@netline/contracts';

export class ApprovalNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.APPROVAL_NOT_FOUND', 'not_found', 'Approval not found');
  }
}

export class ApprovalDecidedError extends DomainError {
  constructor(status: string) {
    super('IDENTITY.APPROVAL_DECIDED', 'conflict', `This approval is already ${status}`);
  }
}

export class ApprovalKeyError extends DomainError {
  constructor() {
    super('IDENTITY.APPROVAL_KEY_REQUIRED', 'forbidden', "Approvals are asked for by a live machine-to-machine MCP key's tool calls");
  }
}
