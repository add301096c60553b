import torch

z = torch.tensor([3 + 4j, -1 + 1j])
print(torch.sgn(z))             # 复数值，不是 -1/0/1
print(torch.sign(z.real))       # 实部的符号
