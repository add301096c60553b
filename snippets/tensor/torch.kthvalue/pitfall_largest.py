import torch

scores = torch.tensor([0.3, 0.9, 0.5, 0.7])
# asking for the 2nd largest with k=2 gives the 2nd smallest
print(scores.kthvalue(2).values)
# the k-th largest is the (n - k + 1)-th smallest, or use topk
print(scores.kthvalue(scores.numel() - 2 + 1).values)
print(scores.topk(2).values[-1])
