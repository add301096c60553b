import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([2.0, 0.5, 1.0], device=device)  # 单个样本，没有批次维度
torch.softmax(logits, dim=1)  # 1 维张量只有第 0 维（或 -1）
