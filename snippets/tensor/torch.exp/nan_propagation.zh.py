import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

big = torch.exp(torch.tensor([100.0], device=device))  # 在 float32 中为 inf
print(big)
print(big - big)   # inf - inf -> nan
print(big * 0)     # inf * 0 -> nan
print((big - big).sum(), torch.isnan(big - big).any().item())
