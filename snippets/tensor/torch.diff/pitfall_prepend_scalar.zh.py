import torch

x = torch.tensor([1, 4, 9])

print(torch.diff(x, prepend=torch.tensor([0])))   # 单元素张量可以
torch.diff(x, prepend=0)                          # NumPy 接受标量，torch 不接受
