import torch

print(torch.sin(torch.tensor(torch.pi / 2)))
torch.sin(torch.pi / 2)                     # 这是 Python float，不是张量
