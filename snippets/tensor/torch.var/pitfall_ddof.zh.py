import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(x.var(correction=0))      # torch 中对应 NumPy ddof 的参数名
x.var(ddof=0)                   # 不接受 NumPy 的关键字参数
