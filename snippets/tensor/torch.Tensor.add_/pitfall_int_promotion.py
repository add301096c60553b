import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

counts = torch.tensor([1, 2, 3], device=device)  # int64

print(counts + 0.5)  # out-of-place: promoted to float32
counts.add_(0.5)     # in place: the result must fit back into int64
