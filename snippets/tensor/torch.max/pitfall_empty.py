import torch

scores = torch.tensor([0.2, 0.4, 0.1])
kept = scores[scores > 0.5]     # nothing passes

print(kept.numel())
print(kept.max() if kept.numel() else None)   # guard the empty case
kept.max()                                    # a maximum of nothing is undefined
