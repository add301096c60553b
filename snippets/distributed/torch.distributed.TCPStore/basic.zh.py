from datetime import timedelta

import torch.distributed as dist

# port=0：服务端自己挑一个空闲端口；wait_for_workers=False：不在这里等客户端连上
server = dist.TCPStore("127.0.0.1", 0, world_size=2, is_master=True, wait_for_workers=False)
print("server listens on a port:", server.port > 0)

# 客户端，通常在另一个进程或另一台机器上
client = dist.TCPStore("127.0.0.1", server.port, world_size=2, is_master=False, timeout=timedelta(seconds=5))
client.set("addr/rank1", "10.0.0.2:6000")
print("server sees:", server.get("addr/rank1"))
print("arrivals:", server.add("arrived", 1), client.add("arrived", 1))
del client, server
