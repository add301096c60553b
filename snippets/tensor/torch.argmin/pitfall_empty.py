import torch

scores = torch.tensor([1.5, 0.2, 0.9])
kept = scores[scores > 2.0]        # the filter keeps nothing
print(kept.shape)

kept.argmin()                      # no element to point at
