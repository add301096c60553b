import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[1.0, -2.0, 0.0],
                       [0.5, 0.5, -1.0]], device=device)  # (N=2, 3 个标签)
target = torch.tensor([[1.0, 0.0, 1.0],
                       [0.0, 1.0, 0.0]], device=device)

print(F.binary_cross_entropy_with_logits(logits, target))
print(F.binary_cross_entropy_with_logits(logits, target, reduction="none"))
# pos_weight：每个标签一个权重（对应最后一维）
print(F.binary_cross_entropy_with_logits(
    logits, target, pos_weight=torch.tensor([1.0, 2.0, 3.0], device=device), reduction="none"))
