from datetime import timedelta

import torch.distributed as dist

store = dist.HashStore()
store.set_timeout(timedelta(seconds=1))  # the default is much longer
print(store.get("master_ready"))  # nobody has set this key yet
