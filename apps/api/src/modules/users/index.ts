export { toCreatorProfileDto, toUserDto } from './dto';
export { findUserByEmail, findUserById, findUserByLogin, type UserRow, type UserWithProfile } from './queries';
export { assertNotBanned } from './bans';
