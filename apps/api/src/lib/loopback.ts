/** Whether a request comes from this machine: the dev-only tools (decision 071) answer nobody else. */
import { BlockList } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return loopback.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}

/** Both the socket peer and the client address (which differs behind a trusted proxy) must be loopback. */
export function fromLoopback(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
