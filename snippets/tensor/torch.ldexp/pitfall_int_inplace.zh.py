import torch

x = torch.tensor([1, 3])
print(torch.ldexp(x, torch.tensor([2, 2])))   # 整数输入，输出 float32
x.ldexp_(torch.tensor([2, 2]))                # 对 int64 原地计算会失败
