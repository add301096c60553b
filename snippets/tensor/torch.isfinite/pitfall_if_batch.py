import torch

per_sample_loss = torch.tensor([0.3, float("nan"), 0.7])

print(torch.isfinite(per_sample_loss).all())   # reduce to one answer
if not torch.isfinite(per_sample_loss):        # three answers: no single truth value
    print("skip")
