export { NotFound as Component } from '../shared/ui/not-found';
