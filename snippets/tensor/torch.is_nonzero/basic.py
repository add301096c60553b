import torch

print(torch.is_nonzero(torch.tensor([0.0])))      # one element, equal to zero
print(torch.is_nonzero(torch.tensor(1.5)))        # a 0-d tensor works too
print(torch.tensor([[False]]).is_nonzero())       # any shape, as long as it holds one element
print(torch.is_nonzero(torch.tensor(-0.0)))       # -0.0 equals 0
print(bool(torch.tensor([3])))                    # bool(t) gives the same answer
