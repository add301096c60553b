import torch
import torch.nn.functional as F

logits = torch.tensor([0.0, 200.0])

print(torch.log(F.softmax(logits, dim=0)))  # 较小的概率下溢为 0 -> -inf
print(F.log_softmax(logits, dim=0))  # 一步算出，保持为有限值
