from datetime import timedelta

import torch.distributed as dist

for cls in (dist.DistBackendError, dist.DistNetworkError, dist.DistStoreError):
    print(cls.__name__, "->", [c.__name__ for c in cls.__mro__[1:3]])

store = dist.HashStore()
store.set_timeout(timedelta(seconds=1))
try:
    store.get("never_set")
except dist.DistError as e:  # 三种错误都能捕获
    print("caught", type(e).__name__, "-", e)
