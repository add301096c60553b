import torch

seq = torch.tensor([4, 7, 1, 9, 3, 8])
max_len = 4
seq = seq[:max_len]  # 先截断
padding = torch.full((max(0, max_len - len(seq)),), 0)
print(torch.cat([seq, padding]))
