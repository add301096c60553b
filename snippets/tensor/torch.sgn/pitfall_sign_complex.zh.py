import torch

z = torch.tensor([3 + 4j, -1 + 0j])
print(torch.sgn(z))
torch.sign(z)   # sign 不接受复数输入
