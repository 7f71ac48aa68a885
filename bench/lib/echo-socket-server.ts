// The baseline for the chat benchmark: bare Socket.IO that joins rooms and relays messages to
// them, with no authentication, checks or database.
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer((_req, res) => res.end('ok'));
const io = new Server(server, { serveClient: false });
io.on('connection', (socket) => {
  socket.on('join_room', (room: string) => {
    void socket.join(room);
    socket.emit('room_history', { room, messages: [] });
  });
  socket.on('send_message', (payload: { room: string }) => {
    io.to(payload.room).emit('receive_message', {
      ...payload,
      id: `${Date.now()}-${Math.random()}`,
    });
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
