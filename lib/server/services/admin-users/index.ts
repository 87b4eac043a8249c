import 'server-only';

// The staff accounts' operations, one per file; importers keep '@/lib/server/services/admin-users'.
export {
  ACTOR_NO_LONGER_ADMIN_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  USERS_ADMIN_ONLY_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from './shared';
export { listUsers } from './list-users';
export { getUser } from './get-user';
export { createUser } from './create-user';
export { updateUser } from './update-user';
export { setUserActive } from './set-user-active';
export { resetUserPassword } from './reset-user-password';
export { deleteUser } from './delete-user';
export { getProfile } from './get-profile';
export { updateProfile } from './update-profile';
export { changeOwnPassword } from './change-own-password';
