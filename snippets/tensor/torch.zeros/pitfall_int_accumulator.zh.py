import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

total = torch.zeros(3, dtype=torch.long, device=device)   # 计数器式的缓冲区
batch_scores = torch.tensor([0.5, 1.5, 2.5], device=device)
total += batch_scores   # 原地操作无法把 int64 张量变成浮点
