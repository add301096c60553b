import torch

z = torch.tensor([3 + 4j, 0j, -2j])
print(torch.sgn(z))             # z / |z|，0 处为 0
print(torch.sgn(z).abs())       # 除 0 外模长为 1

x = torch.tensor([-2.0, 0.0, 3.0])
print(torch.sgn(x), torch.sign(x))   # 实数输入：与 sign 相同
