import torch

x = torch.tensor([1.0, 3.0])
print(torch.ldexp(x, torch.tensor(4)))   # 0 维张量可以广播
torch.ldexp(x, 4)                        # 不接受 Python 整数
