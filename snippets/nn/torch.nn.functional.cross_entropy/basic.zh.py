import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 1.5, 0.2],
                       [0.3, 0.3, 3.0]], device=device)
target = torch.tensor([0, 1, -100], device=device)  # -100 = ignore_index（例如填充位置）

print(F.cross_entropy(logits, target, reduction="none"))
# "mean" 只在未被忽略的 2 个样本上取平均
print(F.cross_entropy(logits, target))
print(F.cross_entropy(logits[:2], target[:2]))
