import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(2, 3, device=device)
target = torch.tensor([[1, 0, 0], [0, 0, 1]], device=device)  # int64 的 multi-hot 标签
F.binary_cross_entropy_with_logits(logits, target)
