import torch

step = torch.full((2000,), 0.99)
print(step.cumprod(0)[-1])                  # fine
print(torch.full((2000,), 0.9).cumprod(0)[-1])    # underflows to exactly 0 in float32
print(torch.full((2000,), 0.9).log().cumsum(0)[-1])   # keep it as a log instead
