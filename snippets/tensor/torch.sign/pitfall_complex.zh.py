import torch

z = torch.tensor([3 + 4j, -1j])

print(torch.sgn(z))          # 每个复数值的单位模方向
torch.sign(z)                # sign 只用于实数
