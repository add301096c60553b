import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])  # (N=2, C=3) raw scores
target = torch.tensor([0, 2])             # class indices, int64

log_probs = F.log_softmax(logits, dim=1)
criterion = torch.nn.NLLLoss()
print(criterion(log_probs, target))
# the same number as CrossEntropyLoss on the raw logits
print(torch.nn.CrossEntropyLoss()(logits, target))

# per-sample losses: minus the log-probability of the target class
print(torch.nn.NLLLoss(reduction="none")(log_probs, target))
print(-log_probs[torch.arange(2), target])
