import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

idx = torch.tensor([1, 5, 9], device=device)  # int64

print(torch.clamp(idx, 0.5, 3.7))       # float bounds: result silently becomes float32
print(torch.clamp(idx, 0, 3).dtype)     # int bounds keep int64
idx.clamp_(0.5, 3.7)                    # in place: a float result cannot be stored
