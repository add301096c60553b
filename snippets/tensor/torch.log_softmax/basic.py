import torch
import torch.nn.functional as F

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 2.0, 1000.0]])      # batch of 2, 3 classes

logp = torch.log_softmax(logits, dim=1)          # over the classes
print(logp)
print(logp.exp().sum(dim=1))                     # each row is a distribution

target = torch.tensor([2, 2])
print(F.nll_loss(logp, target))                  # NLLLoss expects log-probabilities
print(F.cross_entropy(logits, target))           # the same loss from raw logits

half = logits.half()
print(torch.log_softmax(half, dim=1, dtype=torch.float32).dtype)  # compute in float32
