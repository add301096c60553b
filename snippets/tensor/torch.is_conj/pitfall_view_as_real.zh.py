import torch

z = torch.tensor([1 + 2j, 3 - 1j]).conj()
print(torch.is_conj(z))
if torch.is_conj(z):
    print(torch.view_as_real(z.resolve_conj()))   # 先 resolve：得到副本
torch.view_as_real(z)                             # 标志位还在时被拒绝
