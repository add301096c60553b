from datetime import timedelta

import torch.distributed as dist

store = dist.HashStore()
store.set_timeout(timedelta(seconds=1))  # 默认的超时要长得多
print(store.get("master_ready"))  # 还没有任何进程设置这个键
