/** Bring-a-friend with the personal link, and the campaigns (decisions 197–199). */
export { BringAFriendPage } from './components/bring-a-friend-page';
