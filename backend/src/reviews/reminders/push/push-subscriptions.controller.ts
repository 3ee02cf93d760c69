import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PushPublicKey } from '@goalcoach/contracts';
import { CurrentUser } from '../../../auth/guard/current-user.decorator.js';
import type { UserEntity } from '../../../users/user.entity.js';
import { PushEndpointDto, PushSubscriptionDto } from '../dto/push-subscription.dto.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VapidKeysService } from './vapid-keys.service.js';

@ApiTags('notifications')
@Controller('notifications')
export class PushSubscriptionsController {
  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly vapidKeys: VapidKeysService,
  ) {}

  /** The application server key a browser subscribes with. */
  @Get('push-key')
  async pushKey(): Promise<PushPublicKey> {
    return { publicKey: (await this.vapidKeys.current()).publicKey };
  }

  @Post('subscriptions')
  @HttpCode(HttpStatus.CREATED)
  subscribe(@CurrentUser() user: UserEntity, @Body() body: PushSubscriptionDto): Promise<void> {
    return this.subscriptions.subscribe(user, body);
  }

  @Delete('subscriptions')
  @HttpCode(HttpStatus.NO_CONTENT)
  unsubscribe(@CurrentUser() user: UserEntity, @Body() body: PushEndpointDto): Promise<void> {
    return this.subscriptions.unsubscribe(user, body.endpoint);
  }

  /** 204 once the push service took it; 410 when the device's subscription has expired. */
  @Post('test')
  @HttpCode(HttpStatus.NO_CONTENT)
  test(@CurrentUser() user: UserEntity, @Body() body: PushEndpointDto): Promise<void> {
    return this.subscriptions.sendTest(user, body.endpoint);
  }
}
