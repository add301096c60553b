import torch

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 1.0, 1.0]])   # (batch=2, classes=3)

print(logits - logits.logsumexp(dim=1, keepdim=True))   # (2, 3) - (2, 1)：没问题
logits - logits.logsumexp(dim=1)                        # (2, 3) - (2,)：没有对齐
