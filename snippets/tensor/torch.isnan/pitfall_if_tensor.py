import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

per_sample_loss = torch.tensor([0.2, float("nan"), 0.4], device=device)

if torch.isnan(per_sample_loss).any():  # reduce to one value first
    print("found a NaN")
if torch.isnan(per_sample_loss):        # a 3-element bool tensor has no single truth value
    print("unreachable")
