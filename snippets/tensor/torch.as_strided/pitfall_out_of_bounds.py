import torch

x = torch.arange(4.0)

# 3 rows of 3 overlapping elements would need 5 elements; the storage has 4
x.as_strided((3, 3), (1, 1))
