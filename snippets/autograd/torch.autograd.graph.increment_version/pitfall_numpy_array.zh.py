import torch
from torch.autograd.graph import increment_version

x = torch.ones(3, requires_grad=True)
h = x * 2
y = (h ** 2).sum()              # pow 为反向保存了 h

arr = h.detach().numpy()        # 与 h 共享内存
arr[0] = 100.0                  # autograd 看不到这次写入
increment_version(arr)          # 传的是数组，不是张量
