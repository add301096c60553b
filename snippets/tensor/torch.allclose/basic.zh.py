import torch

a = torch.tensor(0.1, dtype=torch.float64) + torch.tensor(0.2, dtype=torch.float64)
b = torch.tensor(0.3, dtype=torch.float64)
print(a.item(), b.item())
print(torch.equal(a, b), torch.allclose(a, b))

# 与 float64 参考结果对比，容差按半精度设定。
torch.manual_seed(0)
x = torch.randn(4, 3)
reference = x.double().exp()
print(torch.allclose(x.exp(), reference.float()))
print(torch.allclose(x.half().exp().float(), reference.float()))
print(torch.allclose(x.half().exp().float(), reference.float(), rtol=1e-3, atol=1e-3))
