import torch

probs = torch.tensor([0.0, 0.3, 1.0])     # e.g. labels used as targets
print(torch.logit(probs))                  # -inf and inf, no error
print(torch.logit(probs).mean())           # inf - inf = nan downstream
print(torch.logit(probs, eps=1e-6))
