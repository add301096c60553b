import torch.distributed as dist

store = dist.HashStore()
store.set("status", "ready")
value = store.get("status")
print(value, value == "ready")  # bytes 永远不等于 str
print(value.decode() == "ready")
