import numpy as np
import torch

print(torch.can_cast(torch.float64, torch.float16))  # True
print(np.can_cast(np.float64, np.float16))  # False：NumPy 默认检查的是安全转换
big = torch.tensor([1e6], dtype=torch.float64)
print(big.to(torch.float16))  # “允许”的转换溢出了
print(torch.can_cast(torch.int64, torch.int8), torch.tensor([300]).to(torch.int8))
