import numpy as np
import torch

x = torch.ones(2, 3)
w = torch.nn.Parameter(torch.zeros(3))

print(torch.is_tensor(x))                 # 普通张量
print(torch.is_tensor(w))                 # Parameter 是 Tensor 的子类
print(torch.is_tensor(torch.tensor(5)))   # 0 维张量同样算
print(torch.is_tensor(np.ones(3)))        # NumPy 数组不是张量
print(torch.is_tensor(3.0))               # Python 数字也不是
print(torch.is_tensor([x, x]))            # 张量组成的列表也不是
print(torch.is_tensor(x) == isinstance(x, torch.Tensor))
