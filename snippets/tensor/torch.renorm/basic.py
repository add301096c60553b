import torch

w = torch.tensor([[3.0, 4.0],
                  [0.3, 0.4],
                  [6.0, 8.0]])
capped = torch.renorm(w, p=2, dim=0, maxnorm=1.0)   # each row w[i] capped at L2 norm 1
print(capped)
print(capped.norm(dim=1))                          # rows already under the cap are untouched

print(w.renorm(1, 0, 1.0))                         # p=1: each row's absolute values sum to at most 1

torch.manual_seed(0)
layer = torch.nn.Linear(4, 3)
with torch.no_grad():                              # max-norm constraint after an optimizer step
    layer.weight.mul_(10).renorm_(2, 0, 0.5)
print(layer.weight.norm(dim=1))
