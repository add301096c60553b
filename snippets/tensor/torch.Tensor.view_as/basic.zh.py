import torch

x = torch.arange(6.0)
target = torch.empty(2, 3, dtype=torch.int64)   # 只用到它的形状

y = x.view_as(target)
print(y)
print(y.shape, y.dtype)                  # 形状取自 target，dtype 取自 x
print(y.data_ptr() == x.data_ptr())      # 同一块内存，不复制

y[0, 0] = 100.0
print(x)                                 # 写入反映到了 x 上
