import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 1.5, 0.2]], device=device)
target = torch.tensor([0, 1], device=device)

print(F.cross_entropy(logits, target))
print(F.cross_entropy(logits, target, label_smoothing=0.1))
# 类别 1 的权重是其他类别的两倍：(0.2413 * 1 + 0.4181 * 2) / (1 + 2)
print(F.cross_entropy(logits, target, weight=torch.tensor([1.0, 2.0, 1.0], device=device)))
