import torch
from torch.autograd.graph import set_override_stale_capture_stream

try:
    # 本想只对这次捕获生效，但这个函数返回 None
    with set_override_stale_capture_stream(True):
        pass
except TypeError as err:
    print(err)

# 覆盖现在已经打开了，而且作用于整个进程
print(torch._C._override_stale_capture_stream())
