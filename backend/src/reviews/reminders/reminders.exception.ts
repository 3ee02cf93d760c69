import { HttpStatus } from '@nestjs/common';
import {
  codedHttpException,
  type CodedAnswer,
} from '../../platform/errors/coded-http-exception.js';

export enum RemindersErrorCode {
  SubscriptionNotFound = 'PUSH_SUBSCRIPTION_NOT_FOUND',
  EndpointNotAllowed = 'PUSH_ENDPOINT_NOT_ALLOWED',
  SubscriptionGone = 'PUSH_SUBSCRIPTION_GONE',
  PushUnavailable = 'PUSH_SERVICE_UNAVAILABLE',
  SubscriptionKeysDiffer = 'PUSH_SUBSCRIPTION_KEYS_DIFFER',
}

const ANSWERS: Record<RemindersErrorCode, CodedAnswer> = {
  // Another user's device answers the same: it is no one's business whose it is.
  [RemindersErrorCode.SubscriptionNotFound]: [
    HttpStatus.NOT_FOUND,
    'This device is not subscribed to reminders',
  ],
  [RemindersErrorCode.EndpointNotAllowed]: [
    HttpStatus.BAD_REQUEST,
    'endpoint must be the https URL of a known push service',
  ],
  [RemindersErrorCode.SubscriptionGone]: [
    HttpStatus.GONE,
    "This device's push subscription has expired: turn reminders off and on again",
  ],
  [RemindersErrorCode.PushUnavailable]: [
    HttpStatus.SERVICE_UNAVAILABLE,
    'The push service did not take the notification. Please try again later.',
  ],
  // Moving a device to another account takes proof of holding it: its keys.
  [RemindersErrorCode.SubscriptionKeysDiffer]: [
    HttpStatus.CONFLICT,
    'This device is subscribed with other keys: turn reminders off and on again in this browser',
  ],
};

/** The errors of the reminders module; `message` overrides the default text of the code. */
export class RemindersException extends codedHttpException(ANSWERS) {}
