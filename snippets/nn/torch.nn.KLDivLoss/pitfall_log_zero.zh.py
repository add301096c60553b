import torch
import torch.nn.functional as F

q = torch.tensor([[0.5, 0.25, 0.25]])
p = torch.tensor([[1.0, 0.0, 0.0]])  # one-hot 目标：有两个概率恰好为 0

print(torch.nn.KLDivLoss(reduction="none")(q.log(), p))  # 0 * log 0 按 0 处理
criterion_log = torch.nn.KLDivLoss(reduction="none", log_target=True)
print(criterion_log(q.log(), p.log()))  # log 0 = -inf，exp(-inf) * (-inf - x) = nan

# 用 log_softmax 得到的目标不会出现 -inf
# （单项可以为负，按行求和得到的 KL 散度不会为负）
soft = F.log_softmax(torch.tensor([[4.0, 0.0, 0.0]]), dim=1)
print(criterion_log(q.log(), soft), criterion_log(q.log(), soft).sum())
