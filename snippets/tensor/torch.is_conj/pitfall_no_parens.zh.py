import torch

z = torch.tensor([1 + 2j])
print(bool(z.is_conj))     # 绑定方法永远为真
print(z.is_conj())         # 调用后才是真正的答案
print(torch.is_conj(z))
