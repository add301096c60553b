import torch

torch.manual_seed(0)
print(torch.randint(0, 10, (2, 5)))         # 取值在 [0, 10)：永远抽不到 10
print(torch.randint(6, (4,)))               # low 默认为 0
print(torch.randint(0, 10, (3,)).dtype)     # 默认为 int64

labels = torch.zeros(4, dtype=torch.long)
print(torch.randint_like(labels, 3))        # 与 labels 的形状/dtype/设备相同

g = torch.Generator().manual_seed(1)
print(torch.randint(0, 100, (3,), generator=g))
