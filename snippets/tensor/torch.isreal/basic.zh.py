import torch

z = torch.tensor([1 + 0j, 1 + 1j, complex(float("nan"), 0.0), 1 + 1e-20j])
print(torch.isreal(z))         # 虚部恰好为 0
print(torch.isreal(torch.tensor([1.0, float("nan")])))   # 实数类型：全部为 True
print(z.is_complex())          # 问数据类型要用另一个 API
