import torch

torch.manual_seed(0)
sigma = 0.0                                   # e.g. an augmentation strength turned off
print(torch.full((3,), 1.0) if sigma == 0 else torch.empty(3).log_normal_(0.0, sigma))
torch.empty(3).log_normal_(0.0, sigma)        # std must be strictly positive
