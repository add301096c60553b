import torch

z = torch.tensor([-1 + 2j, 3 - 1j])
print(torch.signbit(z.real))   # 对某一个分量判断
torch.signbit(z)               # 复数没有唯一的符号位
