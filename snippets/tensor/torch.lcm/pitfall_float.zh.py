import torch

a = torch.tensor([4.0, 6.0])    # 以浮点存储的整数值
b = torch.tensor([6.0, 8.0])
print(torch.lcm(a.long(), b.long()))
torch.lcm(a, b)                 # 只支持整数
