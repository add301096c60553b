import torch

z = torch.tensor([1 + 2j, 3 - 4j])

zc = z.conj()  # 视图，而非副本
zc[0] = 10 + 1j  # 本意是只修改共轭后的张量

print(z)  # z 也变了，而且存的是写入值的共轭
print(zc)
