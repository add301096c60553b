from datetime import timedelta

import torch.distributed as dist

# port=0: the server picks a free port; wait_for_workers=False: do not block here for the clients
server = dist.TCPStore("127.0.0.1", 0, world_size=2, is_master=True, wait_for_workers=False)
print("server listens on a port:", server.port > 0)

# a client, normally in another process or on another machine
client = dist.TCPStore("127.0.0.1", server.port, world_size=2, is_master=False, timeout=timedelta(seconds=5))
client.set("addr/rank1", "10.0.0.2:6000")
print("server sees:", server.get("addr/rank1"))
print("arrivals:", server.add("arrived", 1), client.add("arrived", 1))
del client, server
