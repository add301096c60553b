import torch.distributed as dist

store = dist.HashStore()
store.set("status", "ready")
value = store.get("status")
print(value, value == "ready")  # bytes never equal a str
print(value.decode() == "ready")
