import torch
import torch.nn.functional as F

x = torch.tensor([-20.0, -1.0, 0.0, 1.0, 100.0])

print(torch.nn.Softplus()(x))  # log(1 + exp(x))：平滑，且始终为正
print(torch.log(1 + torch.exp(x)))  # 朴素公式：下溢得到 0，上溢得到 inf

# beta 让曲线更陡；输入超过 threshold / beta 时原样返回
print(F.softplus(torch.tensor([1.0]), beta=2.0))
print(F.softplus(torch.tensor([25.0]), threshold=20.0))
print(F.softplus(x)[0].item() > 0, torch.log(1 + torch.exp(x))[0].item() > 0)  # 极小但为正，而朴素公式得到 0
