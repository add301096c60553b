import torch
import torch.nn.functional as F

q = torch.tensor([[0.5, 0.25, 0.25]])
p = torch.tensor([[1.0, 0.0, 0.0]])  # a one-hot target: two probabilities are exactly 0

print(torch.nn.KLDivLoss(reduction="none")(q.log(), p))  # 0 * log 0 is taken as 0
criterion_log = torch.nn.KLDivLoss(reduction="none", log_target=True)
print(criterion_log(q.log(), p.log()))  # log 0 = -inf, exp(-inf) * (-inf - x) = nan

# targets made with log_softmax never contain -inf
# (single terms can be negative; their row sum, the KL, is not)
soft = F.log_softmax(torch.tensor([[4.0, 0.0, 0.0]]), dim=1)
print(criterion_log(q.log(), soft), criterion_log(q.log(), soft).sum())
