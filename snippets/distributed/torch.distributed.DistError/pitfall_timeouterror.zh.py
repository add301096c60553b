from datetime import timedelta

import torch.distributed as dist

store = dist.HashStore()
store.set_timeout(timedelta(seconds=1))
try:
    store.get("never_set")
except TimeoutError:  # store 的超时并不是 TimeoutError
    print("timed out, retrying later")
