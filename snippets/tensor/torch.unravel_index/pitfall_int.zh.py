import torch

print(torch.unravel_index(torch.tensor(5), (2, 3)))
torch.unravel_index(5, (2, 3))              # 传了 Python 整数而不是张量
