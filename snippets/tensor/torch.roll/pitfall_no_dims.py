import torch

frames = torch.tensor([[1, 2, 3],
                       [4, 5, 6]])

print(torch.roll(frames, 1))          # no dims: flattened, rolled, reshaped back
print(torch.roll(frames, 1, dims=1))  # what "shift each row" needs
