import torch

z = torch.tensor([3 + 4j, -1 + 1j])
re = z.real
re.clamp_(min=0)          # 本想只改实部的一份副本
print(z)                  # z 本身被改了

z2 = torch.tensor([3 + 4j, -1 + 1j])
re2 = z2.real.clone()     # 独立的副本
re2.clamp_(min=0)
print(z2, re2)
