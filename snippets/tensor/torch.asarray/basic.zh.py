import numpy as np
import torch

# NumPy 数组：张量与它共享内存，不复制
a = np.arange(3.0)
t = torch.asarray(a)
t[0] = 100.0
print(a, t.dtype)

# torch.tensor 总是复制，数组不受影响
b = np.arange(3.0)
torch.tensor(b)[0] = 100.0
print(b)

# 改变 dtype 必然复制；copy=True 也强制复制
c = np.arange(3.0)
print(np.shares_memory(c, torch.asarray(c, dtype=torch.float32).numpy()))
print(np.shares_memory(c, torch.asarray(c, copy=True).numpy()))

# 传入张量时，返回的就是同一个对象
x = torch.arange(4)
print(torch.asarray(x) is x)

# Python 列表总是复制；dtype 的推断与 torch.tensor 相同
print(torch.asarray([1, 2, 3]).dtype, torch.asarray([1.0, 2.0]).dtype, torch.asarray(2.5).shape)
