import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0]], device=device)
target = torch.tensor([0], device=device)

# 在 cross_entropy 之前做 log_softmax 是多余的，但结果不变，
# 因为 log_softmax(log_softmax(x)) == log_softmax(x)；
# 而先做 softmax 则会悄无声息地改变损失
print(F.cross_entropy(logits, target))
print(F.cross_entropy(F.log_softmax(logits, dim=1), target))
print(F.cross_entropy(F.softmax(logits, dim=1), target))
