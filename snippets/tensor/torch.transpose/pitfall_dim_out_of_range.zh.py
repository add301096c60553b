import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seq = torch.zeros(4, 10, 16, device=device)     # (batch, time, features)
seq.transpose(1, 3)                              # 不存在第 3 维
