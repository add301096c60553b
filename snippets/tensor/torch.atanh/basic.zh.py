import torch

x = torch.tensor([-0.5, 0.0, 0.5, 0.999])
print(torch.atanh(x))                            # 定义域 (-1, 1)
print(x.arctanh())                               # arctanh 是同一个函数
print(torch.atanh(torch.tensor([1.0, -1.0, 1.5])))   # 在 +-1 处为 +-inf，超出则为 NaN
