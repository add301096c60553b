import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

counts = torch.tensor([1, 2, 3], device=device)  # int64

print(counts + 0.5)  # 非原地操作：提升为 float32
counts.add_(0.5)     # 原地操作：结果必须能存回 int64
