export { toCreatorProfileDto, toUserDto } from './dto';
export { findUserByEmail, findUserById, findUserByLogin, type UserRow } from './queries';
export { assertNotBanned, untilText } from './bans';
