from datetime import timedelta

import torch.distributed as dist

store = dist.HashStore()
store.set_timeout(timedelta(seconds=1))
try:
    store.get("never_set")
except TimeoutError:  # a store timeout is not a TimeoutError
    print("timed out, retrying later")
